import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { shellCopy } from '../shared/copy/shell-copy';

/** Korean-first font stack: the OS's Hangul fonts before the Latin defaults. */
export const appTheme = createTheme({
  primaryColor: 'indigo',
  // Shade 8: white text on filled buttons and indigo links on white both pass WCAG AA.
  primaryShade: { light: 8, dark: 8 },
  fontFamily:
    "Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    // A light alert's coloured title fails WCAG AA on its tinted background; the icon and border carry the colour.
    Alert: {
      styles: { title: { color: 'var(--mantine-color-text)' } },
      defaultProps: { closeButtonLabel: shellCopy.close },
    },
    // Icon-only close buttons have no text: every dialog, alert and toast gets its Korean name here (axe button-name).
    // Plain objects, not Alert.extend/Modal.extend/Notification.extend: importing those components would put them in the first route.
    // A dialog's title is at least as strong as the labels of its fields (Mantine's is regular weight).
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': shellCopy.close } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.4 } },
    },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': shellCopy.closeNotice } } },
  },
});

/**
 * WCAG AA contrast (axe): Mantine's default dimmed grey and red error text are too light on
 * white, and its dark-mode dimmed grey too dark on dark surfaces; these shades pass 4.5:1.
 */
export const contrastResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    // A light button's hover (the current header link, the checklist's actions): Mantine's indigo-2
    // under its indigo-9 text is 4.1:1; this shade between 1 and 2 is 4.9:1.
    '--mantine-color-indigo-light-hover': '#d0dbff',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // A light yellow, orange or red notice (the editions import's report, its rows with errors) is
    // Mantine's opaque darkened shade 9 in dark: a heavy brown or red block. A faint tint keeps it a notice.
    '--mantine-color-yellow-light': 'rgba(252, 196, 25, 0.1)',
    '--mantine-color-yellow-light-hover': 'rgba(252, 196, 25, 0.16)',
    '--mantine-color-orange-light': 'rgba(255, 146, 43, 0.1)',
    '--mantine-color-orange-light-hover': 'rgba(255, 146, 43, 0.16)',
    '--mantine-color-red-light': 'rgba(255, 107, 107, 0.12)',
    '--mantine-color-red-light-hover': 'rgba(255, 107, 107, 0.18)',
  },
});
