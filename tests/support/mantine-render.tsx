import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { appTheme } from '../../src/presentation/shell/theme';

// happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on document.fonts.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

/**
 * Mantine in test mode (no transitions, no portals, so what opens is in the tree at once) with the
 * app's theme, so components get the same defaults as in the app (e.g. close buttons' names).
 */
export function MantineTestProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test" theme={appTheme}>
      {children}
    </MantineProvider>
  );
}

export function renderWithMantine(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: MantineTestProvider, ...options });
}
