import { useComputedColorScheme } from '@mantine/core';
import { useLayoutEffect } from 'react';

/** The page's background before Mantine's styles arrive, as index.html's first-paint script paints it. */
const FIRST_PAINT_BACKGROUND = { light: '#ffffff', dark: '#242424' } as const;

/**
 * Keeps `<html>`'s inline `color-scheme` and background on the scheme shown. index.html's first-paint
 * script sets them inline so the page never flashes the wrong theme; left there, a scheme changed in
 * place (the 테마 control, or another tab) kept every `light-dark()` colour on the loaded theme's side:
 * the wallet menu's 연결 해제 measured 3:1 on the dark menu after a switch from light.
 */
export function HtmlColorScheme() {
  // Read at once, not in an effect: the first render must not move a dark page to light and back.
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.style.colorScheme = scheme;
    html.style.backgroundColor = FIRST_PAINT_BACKGROUND[scheme];
  }, [scheme]);
  return null;
}
