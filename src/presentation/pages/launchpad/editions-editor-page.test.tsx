import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../../tests/support/personal-test-container';
import { renderPersonalRoute } from '../../../../tests/support/render-personal-route';
import EditionsEditorPage from './editions-editor-page';

const routes = [
  { path: '/launchpads/:launchpadId/collection-metadata/single/editions-editor', element: <EditionsEditorPage /> },
];

async function open(draft: boolean) {
  const kit = createPersonalTestContainer();
  if (draft) kit.api.launchpads = kit.api.launchpads.map((l) => (l.id === 1 ? { ...l, status: 'DRAFT' as const } : l));
  kit.api.singleTokens.set(1, [{ tokenId: 1, name: '토큰 하나', description: '', imageUrl: null, attributes: [] }]);
  renderPersonalRoute(routes, '/launchpads/1/collection-metadata/single/editions-editor', kit);
  await screen.findByRole('heading', { name: '에디션', level: 2 }, { timeout: 5000 });
  return kit;
}

describe('EditionsEditorPage and the launch lifecycle', () => {
  it('given a launch past 심사 (read-only), then the notice says why and 저장 is not offered', async () => {
    await open(false);
    expect(await screen.findByText(/더 이상 수정할 수 없습니다/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
  });

  it('given a launch 작성 중, then there is no notice', async () => {
    await open(true);
    expect(screen.queryByText(/더 이상 수정할 수 없습니다/)).not.toBeInTheDocument();
  });
});
