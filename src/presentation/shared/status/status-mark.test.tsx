import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { launchpadStatuses } from '../../../domain/launchpad/launchpad';
import { CreatorStatusMark, LaunchpadStatusMark } from './status-mark';

const drawn = (element: HTMLElement) => ({
  tone: element.getAttribute('data-tone'),
  shape: element.querySelector('svg')?.innerHTML,
  word: element.textContent,
});

describe('status marks', () => {
  it('given each launchpad status, then each has its own word, colour (tone) and shape', () => {
    const marks = launchpadStatuses.map((status) =>
      drawn(render(<LaunchpadStatusMark status={status} />).container.firstElementChild as HTMLElement),
    );
    expect(marks.map((m) => m.word)).toEqual(['작성 중', '심사 중', '승인됨', '판매 중', '종료']);
    expect(new Set(marks.map((m) => m.tone)).size).toBe(marks.length);
    expect(new Set(marks.map((m) => m.shape)).size).toBe(marks.length);
  });

  it('given a creator profile status, then the same word has the same mark as a launchpad’s', () => {
    const creator = drawn(render(<CreatorStatusMark status="SUBMITTED" />).container.firstElementChild as HTMLElement);
    const launchpad = drawn(
      render(<LaunchpadStatusMark status="IN_REVIEW" />).container.firstElementChild as HTMLElement,
    );
    expect(creator).toEqual(launchpad);
  });

  it('hides the shape from screen readers: the word says it', () => {
    const { container } = render(<LaunchpadStatusMark status="ENDED" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives each state its own colour in both themes: 작성 중 and 종료 never share a grey', () => {
    const css = readFileSync(join(__dirname, 'status-mark.module.css'), 'utf8');
    const rule = /(\S*)\s*\.mark\[data-tone='(\w+)'\] \{\s*--status-tone: var\(--mantine-color-(\w+)-\d\)/g;
    const tones = (dark: boolean): Record<string, string> =>
      Object.fromEntries(
        [...css.matchAll(rule)]
          .filter((match) => match[1]!.includes('dark') === dark)
          .map((match): [string, string] => [match[2]!, match[3]!]),
      );
    for (const dark of [false, true]) {
      const colours = tones(dark);
      expect(Object.keys(colours)).toHaveLength(6);
      expect(new Set(Object.values(colours)).size).toBe(6);
      expect(colours.draft).not.toMatch(/gray|dark/);
    }
  });
});
