import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Korean-first font stack: the OS's Hangul fonts before the Latin defaults. */
export const appTheme = createTheme({
  primaryColor: 'indigo',
  // Shade 8: white text on filled buttons and indigo links on white both pass WCAG AA.
  primaryShade: { light: 8, dark: 8 },
  fontFamily:
    "Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
});

/**
 * WCAG AA contrast (axe): Mantine's default dimmed grey and red error text are too light on
 * white, so light mode uses darker shades; dark mode keeps Mantine's.
 */
export const contrastResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
