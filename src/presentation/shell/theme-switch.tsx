import { ActionIcon, Popover, SegmentedControl, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { shellCopy } from '../shared/copy/shell-copy';

const options: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: shellCopy.theme.light },
  { value: 'dark', label: shellCopy.theme.dark },
  { value: 'auto', label: shellCopy.theme.system },
];

/** Light, dark or system (requirements §1); Mantine saves the choice under VITE_THEME_STORAGE_KEY. */
export function ThemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      aria-label={shellCopy.theme.label}
      value={colorScheme}
      onChange={(value) => setColorScheme(value)}
      data={options}
    />
  );
}

/** A half-filled circle: light and dark at once, drawn inline (no icon library for one glyph). */
function ThemeGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
    </svg>
  );
}

/** The same choice where the header has no room for three segments: one button opening them. */
export function ThemeMenu() {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon variant="default" size={36} aria-label={shellCopy.theme.label}>
          <ThemeGlyph />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={6}>
        <ThemeSwitch />
      </Popover.Dropdown>
    </Popover>
  );
}
