import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HtmlColorScheme } from './html-color-scheme';

/** The 테마 control's part that matters here: a choice made in place. */
function Switch() {
  const { setColorScheme } = useMantineColorScheme();
  return (
    <>
      <button onClick={() => setColorScheme('dark')}>다크</button>
      <button onClick={() => setColorScheme('light')}>라이트</button>
    </>
  );
}

describe('HtmlColorScheme', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('given the first paint pinned light inline, when dark is chosen in place and light again, then html follows each time', () => {
    // What index.html's first-paint script leaves on a page loaded light.
    document.documentElement.style.colorScheme = 'light';
    document.documentElement.style.backgroundColor = '#ffffff';
    render(
      <MantineProvider defaultColorScheme="light">
        <HtmlColorScheme />
        <Switch />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '다크' }));
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(document.documentElement.style.backgroundColor).toBe('#242424');
    fireEvent.click(screen.getByRole('button', { name: '라이트' }));
    expect(document.documentElement.style.colorScheme).toBe('light');
    expect(document.documentElement.style.backgroundColor).toBe('#ffffff');
  });
});
