import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { renderApp } from '../../../tests/support/render-app';

function kitWithTokens({ draft = true } = {}) {
  const kit = createPersonalTestContainer();
  // Launchpad 1 of the samples is on sale, so read-only (the launch lifecycle); the editing tests use a draft.
  if (draft) kit.api.launchpads = kit.api.launchpads.map((l) => (l.id === 1 ? { ...l, status: 'DRAFT' as const } : l));
  kit.api.singleTokens.set(1, [
    { tokenId: 1, name: '토큰 하나', description: '', imageUrl: null, attributes: [] },
    { tokenId: 2, name: '토큰 둘', description: '', imageUrl: null, attributes: [] },
  ]);
  return kit;
}

async function open(kit = kitWithTokens()) {
  await kit.signIn();
  const rendered = renderApp('/launchpads/1/auction-description', kit);
  await screen.findByRole('form', { name: '경매 설명 작성' });
  return rendered;
}

/** Each item's line, in order: `작품 N · name`, its description's start (the list is compact until one opens). */
const itemNames = () =>
  within(screen.getByRole('list', { name: '작품' }))
    .getAllByRole('listitem')
    .map((row) => /작품 \d+ · ([^\n]+?)(설명 없음|$)/.exec(row.textContent ?? '')?.[1]);

/** The rail's 심사 전 남은 일 (the auction step folds the steps column on a wide screen), opened. */
async function openRemaining(user: { click: (element: Element) => Promise<void> }, name: RegExp | string) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('region', { name: typeof name === 'string' ? name : '심사 전 남은 일' });
}

describe('the auction description step in the workspace', () => {
  it('given nothing saved, then the collection tokens become the items', async () => {
    await open();
    expect(itemNames()).toEqual(['토큰 하나', '토큰 둘']);
    expect(screen.getByText('컬렉션에 등록된 작품을 불러왔습니다. 필요한 만큼 고쳐 주세요.')).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: '경매 설명 저장' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['미리보기', '임시저장', '저장', '심사 요청']);
    // After the last step, 심사 요청: it waits, disabled, for what a review needs.
    expect(within(bar).getByRole('button', { name: '심사 요청' })).toBeDisabled();
  });

  it('given the keyboard, when 아래로 이동 is chosen in the first item’s menu, then it moves down, focus follows its handle and it is announced', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '작품 1 더 보기' }));
    await user.click(await screen.findByRole('menuitem', { name: '아래로 이동' }));
    expect(itemNames()).toEqual(['토큰 둘', '토큰 하나']);
    await waitFor(() => expect(screen.getByRole('button', { name: '작품 2 순서 바꾸기' })).toHaveFocus());
    expect(screen.getByText('작품 1을 2번 자리로 옮겼습니다.')).toBeInTheDocument();
  });

  it('given an item, when 자세히 is pressed, then it opens in place with its fields, and folds back', async () => {
    const { user } = await open();
    const toggle = screen.getByRole('button', { name: '작품 2 자세히' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText(/작품 이름/)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText(/작품 이름/)).toHaveValue('토큰 둘');
    await user.click(toggle);
    expect(screen.queryByLabelText(/작품 이름/)).not.toBeInTheDocument();
  });

  it('given a bad KakaoTalk link, when 저장 is pressed, then the spec message shows and nothing is sent', async () => {
    const { user, api } = await open();
    await user.type(screen.getByLabelText(/아티스트 이름/), '김하늘');
    await user.type(screen.getByLabelText('카카오톡 오픈채팅'), 'kakao.com/abc');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByText('유효하지 않은 카카오톡 링크입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsOf('submitAuctionDescription')).toHaveLength(0);
  });

  it('given good fields, when 저장 is pressed, then a complete draft is kept, the step says 저장됨, and 심사 전 남은 일 still lists the tokens’ images', async () => {
    const kit = kitWithTokens();
    const { user, api } = await open(kit);
    // The artist's name comes from the submitted creator profile; saving makes it the description's own.
    expect(screen.getByLabelText(/아티스트 이름/)).toHaveValue('김하늘');
    expect(screen.getByText(/제출한 크리에이터 프로필에서 가져왔습니다/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.auctionDescriptions[0]).toMatchObject({ status: 'DRAFT', artistName: '김하늘' }));
    expect(kit.notices.shown.at(-1)).toEqual({ kind: 'success', message: '경매 설명을 저장했습니다.' });
    expect(api.launchpad(1).status).toBe('DRAFT');
    const steps = screen.getByRole('navigation', { name: '런치패드 작업 단계' });
    expect(within(steps).getAllByRole('listitem')[3]).toHaveTextContent('저장됨');
    expect(screen.queryByText(/제출됨|심사가 끝나면 공개됩니다/)).not.toBeInTheDocument();
    expect(screen.queryByText(/제출한 크리에이터 프로필에서 가져왔습니다/)).not.toBeInTheDocument();
    const left = await openRemaining(user, /^심사 전 남은 일 \d+개$/);
    expect(left).toHaveTextContent('토큰 2개의 이미지 올리기');
    expect(left).not.toHaveTextContent('경매 설명');
    expect(within(left).getByRole('button', { name: '심사 요청' })).toBeDisabled();
  });

  it('given the workspace frame, then it names the launchpad and marks exactly one step as current', async () => {
    const { user } = await open(kitWithTokens({ draft: false }));
    const steps = screen.getByRole('navigation', { name: '런치패드 작업 단계' });
    expect(steps.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('경매 설명');
    // The steps column is a rail here (the step needs the width): the launchpad's name heads the step.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await openRemaining(user, '심사 결과')).toHaveTextContent('심사를 마친 런치패드입니다.');
  });
});
