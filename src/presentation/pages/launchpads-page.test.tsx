import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../../application/errors/app-error';
import { makeLaunchReady } from '../../../tests/fakes/ready-launch';
import { sampleLaunchpad } from '../../../tests/fakes/sample-data';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { renderApp } from '../../../tests/support/render-app';

async function signedIn() {
  const kit = createPersonalTestContainer();
  await kit.signIn();
  return kit;
}

describe('/launchpads', () => {
  // happy-dom has no layout: give the list's scroll box a laptop-sized viewport to virtualise against.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });
  afterEach(() => vi.restoreAllMocks());

  it('given launchpads, lists them with Korean chain names, status and links to their work', async () => {
    const kit = await signedIn();
    kit.api.launchpads = [
      sampleLaunchpad({
        id: 11,
        name: '루니 컬렉션',
        chain: 'LUNIVERSE',
        chainId: 256,
        status: 'IN_REVIEW',
        collectionType: 'MULTI',
      }),
    ];
    renderApp('/launchpads', kit);
    const list = within(await screen.findByRole('region', { name: '런치패드 목록' })).getByRole('list');
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('루니 컬렉션');
    expect(row).toHaveTextContent('루니버스');
    expect(row).toHaveTextContent('심사 중');
    expect(within(row).getByRole('link', { name: '루니 컬렉션 컬렉션 메타데이터' })).toHaveAttribute(
      'href',
      '/launchpads/11/collection-metadata/multi',
    );
    expect(within(row).getByRole('link', { name: '루니 컬렉션 경매 설명' })).toHaveAttribute(
      'href',
      '/launchpads/11/auction-description',
    );
  });

  it('given launches in every state, then each row says where it stands in words: steps left, 심사 요청 전, 심사 중 …', async () => {
    const kit = await signedIn();
    makeLaunchReady(kit.api, 1); // 서울의 밤 컬렉션: everything there, waiting for 심사 요청
    renderApp('/launchpads', kit);
    const list = within(await screen.findByRole('region', { name: '런치패드 목록' })).getByRole('list');
    const standing = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((row) => row.textContent?.includes(name))
        ?.querySelector('[data-tone]')?.parentElement?.textContent;
    expect(standing('서울의 밤 컬렉션')).toBe('심사 요청 전');
    expect(standing('세폴리아 테스트 드롭')).toBe('작성 중 · 3단계 남음'); // a multi edition: three steps, none done
    expect(standing('루니버스 한정판 에디션')).toBe('심사 중');
    expect(standing('베이스 여름 굿즈')).toBe('종료');
  });

  it('given 1,000 launchpads, keeps the page under 1,400 DOM nodes', async () => {
    const kit = await signedIn();
    kit.api.launchpads = Array.from({ length: 1000 }, (_, i) =>
      sampleLaunchpad({
        id: i + 1,
        name: `런치패드 ${i + 1}`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      }),
    );
    const { view } = renderApp('/launchpads', kit);
    await screen.findByText('전체 1,000개');
    expect(screen.getAllByRole('listitem').length).toBeLessThan(40);
    expect(view.container.ownerDocument.body.querySelectorAll('*').length).toBeLessThan(1400);
  });

  it('given no launchpads, shows the empty state and one create button: the open checklist’s (none in the heading)', async () => {
    const kit = await signedIn();
    kit.api.launchpads = [];
    const { user } = renderApp('/launchpads', kit);
    expect(await screen.findByText('아직 런치패드가 없습니다')).toBeInTheDocument();
    const checklist = await screen.findByRole('region', { name: '첫 런치패드 심사 요청까지 할 일' });
    expect(screen.getAllByRole('button', { name: /런치패드 만들기/ })).toEqual([
      within(checklist).getByRole('button', { name: '첫 런치패드 만들기' }),
    ]);
    // Folded, the checklist offers none: the empty state's button is the one.
    await user.click(within(checklist).getByRole('button', { name: '체크리스트 접기' }));
    expect(screen.getAllByRole('button', { name: /런치패드 만들기/ })).toEqual([
      screen.getByRole('button', { name: '런치패드 만들기' }),
    ]);
    expect(within(checklist).getByRole('button', { name: '체크리스트 열기' })).toBeInTheDocument();
  });

  it('given the create dialog, shows a server refusal at the field, keeps the input, then creates and opens the new launchpad', async () => {
    const kit = await signedIn();
    const { user, router } = renderApp('/launchpads', kit);
    await user.click(await screen.findByRole('button', { name: '런치패드 만들기' }));
    await user.type(screen.getByRole('textbox', { name: '런치패드 이름' }), '첫눈');
    await user.selectOptions(screen.getByRole('combobox', { name: '체인' }), '베이스');
    await user.click(screen.getByRole('radio', { name: '멀티 에디션' }));
    kit.api.failNext(
      new ValidationError('이미 같은 이름의 런치패드가 있습니다.', 'name', { status: 400 }),
      'createLaunchpad',
    );
    await user.click(screen.getByRole('button', { name: '만들기' }));
    expect(await screen.findByText('이미 같은 이름의 런치패드가 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '런치패드 이름' })).toHaveValue('첫눈');
    await user.click(screen.getByRole('button', { name: '만들기' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/launchpads\/\d+\/collection-metadata\/multi$/),
    );
    expect(kit.api.launchpads.at(-1)).toMatchObject({
      name: '첫눈',
      chain: 'BASE',
      chainId: 8453,
      collectionType: 'MULTI',
    });
  });

  it("opens a launchpad from its name, and gives its contract's checksum address to copy and to the chain's explorer", async () => {
    const kit = await signedIn();
    const address = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
    kit.api.launchpads = [
      sampleLaunchpad({ id: 12, name: '아발란체 컬렉션', chain: 'AVAX', chainId: 43114, contractAddress: address }),
    ];
    const { user, router } = renderApp('/launchpads', kit);
    const row = within(
      within(await screen.findByRole('region', { name: '런치패드 목록' })).getByRole('list'),
    ).getByRole('listitem');
    expect(within(row).getByRole('link', { name: '아발란체 컬렉션 컨트랙트를 익스플로러에서 보기' })).toHaveAttribute(
      'href',
      'https://snowtrace.io/address/0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    await user.click(within(row).getByRole('button', { name: '아발란체 컬렉션 컨트랙트 주소 복사' }));
    // user-event stands in for the clipboard.
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'),
    );
    await waitFor(() =>
      expect(kit.notices.shown).toContainEqual({ kind: 'success', message: '컨트랙트 주소를 복사했습니다.' }),
    );

    await user.click(within(row).getByRole('link', { name: '아발란체 컬렉션' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/launchpads/12/collection-metadata/single'));
  });
});
