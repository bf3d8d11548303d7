// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assignModules } from '../../scripts/vite-route-chunks';

const root = '/app';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facade?: string) => ({
  fileName,
  moduleIds: moduleIds.map((id) => `${root}/${id}`),
  imports,
  facadeModuleId: facade ? `${root}/${facade}` : null,
});

// The survey's automatic splitting: an entry, /login's page, the signed-in layout and list, a
// later page, and the small shared chunks between them.
const survey = [
  chunk('index.js', ['index.html', 'main.tsx'], ['react.js', 'box.js'], 'index.html'),
  chunk('react.js', ['node_modules/react.js']),
  chunk('box.js', ['node_modules/box.js'], ['react.js']),
  chunk('login.js', ['login.tsx'], ['react.js', 'card.js'], 'login.tsx'),
  chunk('card.js', ['node_modules/card.js'], ['box.js']),
  chunk('check.js', ['check.ts', 'node_modules/valibot.js']),
  chunk('layout.js', ['layout.tsx'], ['menu.js', 'box.js', 'check.js'], 'layout.tsx'),
  chunk('list.js', ['list.tsx'], ['menu.js', 'input.js', 'card.js'], 'list.tsx'),
  chunk('menu.js', ['node_modules/menu.js'], ['box.js']),
  chunk('input.js', ['node_modules/input.js'], ['box.js']),
  chunk('editor.js', ['editor.tsx'], ['grid.js', 'input.js'], 'editor.tsx'),
  chunk('grid.js', ['node_modules/grid.js']),
];
const roots = {
  'first-route': ['index.html', 'login.tsx'],
  'session-check': ['check.ts'],
  'signed-in': ['layout.tsx', 'list.tsx'],
};

describe('the route chunks', () => {
  const assigned = assignModules(survey, roots, root, ['index.html', 'login.tsx']);
  const group = (id: string) => assigned.get(`${root}/${id}`) ?? null;

  it('given the entry and /login, then what they load joins first-route, and the entry and the page keep their own chunks', () => {
    expect(['node_modules/react.js', 'node_modules/box.js', 'node_modules/card.js'].map(group)).toEqual([
      'first-route',
      'first-route',
      'first-route',
    ]);
    expect([group('main.tsx'), group('login.tsx')]).toEqual([null, null]);
  });

  it('given a chunk shared with an earlier group, then it stays there: /login loads nothing the signed-in start added', () => {
    expect(group('node_modules/card.js')).toBe('first-route');
    expect([group('check.ts'), group('node_modules/valibot.js')]).toEqual(['session-check', 'session-check']);
  });

  it('given the signed-in roots, then they and the rest of what they load are one group', () => {
    expect(['layout.tsx', 'list.tsx', 'node_modules/menu.js', 'node_modules/input.js'].map(group)).toEqual([
      'signed-in',
      'signed-in',
      'signed-in',
      'signed-in',
    ]);
  });

  it('given a later page, then its own modules stay in the automatic chunks', () => {
    expect([group('editor.tsx'), group('node_modules/grid.js')]).toEqual([null, null]);
  });

  it('given a root that no chunk holds, then the build stops with its name', () => {
    expect(() => assignModules(survey, { 'signed-in': ['gone.tsx'] }, root, [])).toThrow(/gone\.tsx/);
  });
});
