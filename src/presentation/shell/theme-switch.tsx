import { SegmentedControl, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { shellCopy } from '../copy/shell-copy';

const options: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: shellCopy.theme.light },
  { value: 'dark', label: shellCopy.theme.dark },
  { value: 'auto', label: shellCopy.theme.system },
];

/** Light, dark or system (spec §1); Mantine saves the choice under VITE_THEME_STORAGE_KEY. */
export function ThemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      aria-label={shellCopy.theme.label}
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      data={options}
    />
  );
}
