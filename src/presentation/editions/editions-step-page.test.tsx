import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { renderApp } from '../../../tests/support/render-app';
import type { LaunchpadStatus } from '../../domain/launchpad/launchpad';

async function open(status: LaunchpadStatus, tokens = 1) {
  const kit = createPersonalTestContainer();
  kit.api.launchpad(1).status = status;
  const saved = Array.from({ length: tokens }, (_, i) => i + 1);
  kit.api.singleTokens.set(
    1,
    saved.map((tokenId) => ({ tokenId, name: `토큰 ${tokenId}`, description: '', imageUrl: null, attributes: [] })),
  );
  await kit.signIn();
  renderApp('/launchpads/1/collection-metadata/single/editions-editor', kit);
  await screen.findByRole('heading', { name: '에디션', level: 2 }, { timeout: 5000 });
  return kit;
}

const editing = ['가져오기', '이미지 올리기', '행 추가', '행 삭제'];

describe('the editions step and the launch lifecycle', () => {
  it('given a launch on sale (read-only), then the frame says why, and nothing edits: no drop zone, no cell, no file, no 저장', async () => {
    await open('LIVE');
    const notice = await screen.findByRole('status', { name: '읽기 전용입니다' });
    expect(notice).toHaveTextContent('승인된 뒤에는 런치패드를 수정할 수 없습니다.');
    expect(notice).toHaveTextContent('판매 중인 런치패드입니다. 저장된 내용을 확인만 할 수 있습니다.');
    const toolbar = screen.getByRole('toolbar');
    for (const name of editing) expect(within(toolbar).getByRole('button', { name })).toBeDisabled();
    // The image folder is picked from the images line above the grid.
    const images = screen.getByRole('region', { name: '이미지 올리기' });
    expect(within(images).getByRole('button', { name: '이미지 폴더 선택' })).toBeDisabled();
    expect(within(toolbar).getByRole('button', { name: '내보내기' })).toBeEnabled();
    expect(screen.queryByText(/끌어다 놓아 주세요/)).not.toBeInTheDocument();
    expect(screen.getByRole('grid')).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
  });

  it('given a launch ended with no token, then the empty grid says nothing about adding', async () => {
    await open('ENDED', 0);
    expect(await screen.findByText('저장된 토큰이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText(/행을 추가하거나/)).not.toBeInTheDocument();
  });

  it('given a launch 작성 중, then there is no notice and the editing actions are offered', async () => {
    await open('DRAFT');
    expect(screen.queryByRole('status', { name: '읽기 전용입니다' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('toolbar')).getByRole('button', { name: '행 추가' })).toBeEnabled();
    expect(screen.getByText(/끌어다 놓아 주세요/)).toBeInTheDocument();
  });

  it('given a launch under 심사, then the frame warns first that a change goes back to 심사, and editing stays open', async () => {
    await open('IN_REVIEW');
    expect(await screen.findByRole('status', { name: '심사 중입니다' })).toHaveTextContent(
      '지금 저장하면 바뀐 내용이 다시 심사를 받습니다.',
    );
    expect(within(screen.getByRole('toolbar')).getByRole('button', { name: '행 추가' })).toBeEnabled();
  });
});
