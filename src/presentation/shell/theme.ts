import { createTheme } from '@mantine/core';

/** Korean-first font stack: the OS's Hangul fonts before the Latin defaults. */
export const appTheme = createTheme({
  primaryColor: 'indigo',
  fontFamily:
    "Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
});
