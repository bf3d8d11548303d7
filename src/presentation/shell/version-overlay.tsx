import { shellCopy } from '../shared/copy/shell-copy';
import { useInjection } from '../shared/di/container-context';
import { formatKst } from './kst';
import { ShellSettings } from '../shared/shell-settings';

/**
 * Non-production builds only (requirements §1): the build time in KST, fixed top-left. The app root
 * renders it behind `import.meta.env.MODE !== 'production'`, so production bundles drop it.
 */
export function VersionOverlay() {
  const { buildTime, release } = useInjection(ShellSettings);
  return (
    <div
      aria-hidden="true"
      data-version-overlay=""
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        // Over the header (Mantine's app layer, 100), under a dialog's dimming (its modal layer, 200).
        zIndex: 150,
        // 12 px tall: the header's 36 px controls start 12 px down, so the strip never covers them.
        padding: '0 6px',
        font: '10px/12px ui-monospace, monospace',
        color: 'var(--mantine-color-text)',
        background: 'var(--mantine-color-body)',
        pointerEvents: 'none',
        borderBottomRightRadius: 4,
      }}
    >
      {shellCopy.version(formatKst(buildTime), release)}
    </div>
  );
}
