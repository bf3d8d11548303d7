import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnexpectedError } from '../../application/errors/app-error';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { renderApp } from '../../../tests/support/render-app';
import { launchpadKeys } from '../../application/reads/launchpad-reads';

async function signedIn() {
  const kit = createPersonalTestContainer();
  await kit.signIn();
  return kit;
}

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('routes: guards and redirects', () => {
  it('given a signed-out creator, / goes to /login with its 로그인 button', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('link', { name: '거래소 계정으로 로그인' })).toHaveAttribute('href', '/local/login');
    expect(path(router)).toBe('/login');
  });

  it.each(['/launchpads', '/me/info', '/launchpads/1/auction-description'])(
    'given a signed-out creator, %s goes to /login without calling the API',
    async (start) => {
      const { router, api } = renderApp(start);
      await screen.findByRole('link', { name: '거래소 계정으로 로그인' });
      expect(path(router)).toBe('/login');
      expect(api.calls).toHaveLength(0);
    },
  );

  it.each(['/', '/login'])('given a signed-in creator, %s goes to /launchpads', async (start) => {
    const { router } = renderApp(start, await signedIn());
    await waitFor(() => expect(path(router)).toBe('/launchpads'));
    expect(await screen.findByRole('heading', { name: '런치패드' })).toBeInTheDocument();
  });

  it('given /me, shows /me/info', async () => {
    const { router } = renderApp('/me', await signedIn());
    await waitFor(() => expect(path(router)).toBe('/me/info'));
  });

  it('given the launchpad list route, prefetches the list with size 1000 before it shows', async () => {
    const kit = await signedIn();
    renderApp('/launchpads', kit);
    await screen.findByRole('heading', { name: '런치패드' });
    expect(kit.api.callsOf('listLaunchpads')[0]).toEqual([{ size: 1000 }]);
    expect(kit.queryClient.getQueryData(launchpadKeys.list())).toBeDefined();
  });

  it('given step 1 of a metadata page, the route prefetches the contract step’s reads (its deployment info) with the page’s', async () => {
    const kit = await signedIn();
    kit.api.failNext(new UnexpectedError('boom', 500), 'getDeploymentInfo');
    renderApp('/launchpads/1/collection-metadata/single?step=1', kit);
    expect(await screen.findByRole('heading', { name: '컨트랙트' })).toBeInTheDocument();
    // Only the route's prefetch reports a failed read under the page's path: the step read what the route loaded.
    expect(kit.reporter.reports.map((r) => r.context)).toContainEqual({
      area: 'route',
      path: '/launchpads/1/collection-metadata/single',
    });
    expect(kit.api.callsOf('getDeploymentInfo')).toHaveLength(1);
  });

  it('given step 2 of a metadata page, the deployment info (step 1’s) is not read', async () => {
    const kit = await signedIn();
    renderApp('/launchpads/1/collection-metadata/single?step=2', kit);
    expect(await screen.findByRole('form', { name: '컬렉션 메타데이터 편집' })).toBeInTheDocument();
    expect(kit.api.callsOf('getDeploymentInfo')).toEqual([]);
  });
});

describe('routes: not-found and errors', () => {
  it.each([
    '/no/such/page',
    '/launchpads/abc/auction-description',
    '/launchpads/1.5/collection-metadata/single',
    '/me/creators/xyz',
    '/me/creators/0',
  ])('given %s, shows not-found with a way to the launchpads', async (start) => {
    renderApp(start, await signedIn());
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '런치패드로 이동' })).toHaveAttribute('href', '/launchpads');
    // An unknown address keeps the header, as a server 404 does.
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
  });

  it('given a creator id the server does not know (404), shows not-found and reports nothing', async () => {
    const kit = await signedIn();
    renderApp('/me/creators/987654', kit);
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(kit.reporter.reports).toHaveLength(0);
  });

  it('given a failing prefetch, the screen shows its own error inside the layout, reported once; 다시 시도 loads it', async () => {
    const kit = await signedIn();
    kit.api.failNext(new UnexpectedError('boom', 500), 'listLaunchpads');
    const { user, router } = renderApp('/launchpads', kit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('런치패드 목록을 불러오지 못했습니다.');
    expect(screen.getByRole('heading', { name: '런치패드' })).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(kit.reporter.reports).toHaveLength(1);
    // No silent second request when the page mounts on the failed query (requirements §9: no retries).
    expect(kit.api.callsOf('listLaunchpads')).toHaveLength(1);
    // The header stays, so the creator can go elsewhere.
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('region', { name: '런치패드 목록' })).toBeInTheDocument();
    expect(path(router)).toBe('/launchpads');
  });

  it('given a failing /me prefetch, the /me tabs stay beside the screen’s error', async () => {
    const kit = await signedIn();
    kit.api.failNext(new UnexpectedError('boom', 500), 'listCreators');
    renderApp('/me/creators', kit);
    expect(await screen.findByRole('alert')).toHaveTextContent('정보를 불러오지 못했습니다');
    expect(screen.getByRole('navigation', { name: '마이페이지 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('given a creator id the server does not know, not-found shows under the /me tabs', async () => {
    renderApp('/me/creators/987654', await signedIn());
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '마이페이지 메뉴' })).toBeInTheDocument();
  });

  it('given data still on its way, the route’s skeleton shows inside the layout, then the page', async () => {
    const kit = await signedIn();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const listCreators = kit.apis.creatorProfiles.listCreators.bind(kit.apis.creatorProfiles);
    kit.apis.creatorProfiles.listCreators = () => gate.then(listCreators);
    renderApp('/me/creators', kit);
    expect(await screen.findByRole('status')).toHaveTextContent('불러오는 중');
    expect(screen.getByRole('navigation', { name: '마이페이지 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('list', { name: '크리에이터 목록' })).toBeInTheDocument();
  });
});

describe('routes: metadata step', () => {
  it.each([
    ['?step=9', '?step=1'],
    ['?step=abc', '?step=1'],
    ['?step=01', '?step=1'],
    ['?step=', '?step=1'],
  ])('given %s, corrects it to %s', async (search, corrected) => {
    const kit = await signedIn();
    const { router } = renderApp(`/launchpads/1/collection-metadata/single${search}`, kit);
    await waitFor(() => expect(router.state.location.search).toBe(corrected));
    expect(await screen.findByRole('heading', { name: '컨트랙트' })).toBeInTheDocument();
  });

  it('given step=2 on the other kind’s path, sends the launchpad to its own page and keeps the step', async () => {
    // Launchpad 1 is a single-edition launchpad with a kept contract.
    const { router } = renderApp('/launchpads/1/collection-metadata/multi?step=2', await signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/launchpads/1/collection-metadata/single'));
    expect(router.state.location.search).toBe('?step=2');
    expect(await screen.findByRole('form', { name: '컬렉션 메타데이터 편집' })).toBeInTheDocument();
  });

  it('given step=2 before any contract is kept, shows step 1 and says why', async () => {
    const kit = await signedIn();
    // Launchpad 5 is a multi-edition launchpad without a contract.
    const { router } = renderApp('/launchpads/5/collection-metadata/multi?step=2', kit);
    expect(await screen.findByText('컨트랙트가 아직 저장되지 않았습니다')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '컨트랙트' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=1');
  });
});

describe('routes: sign-in and sign-out', () => {
  it('given /login?token&termsAgreed=true, exchanges the token, drops it from the address and lands on /launchpads', async () => {
    const kit = createPersonalTestContainer();
    const token = kit.api.tokens.grant();
    const { router } = renderApp(`/login?token=${token}&termsAgreed=true`, kit);
    await waitFor(() => expect(path(router)).toBe('/launchpads'));
    expect(kit.session.getState().isAuthenticated).toBe(true);
    expect(router.state.historyAction).not.toBe('PUSH');
  });

  it('given termsAgreed=false, asks for consent first', async () => {
    const kit = createPersonalTestContainer();
    const { router, user } = renderApp(`/login?token=${kit.api.tokens.grant()}&termsAgreed=false`, kit);
    await screen.findByRole('heading', { name: '약관 동의' });
    expect(path(router)).toBe('/login');
    expect(kit.session.getState().isAuthenticated).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: '모두 동의합니다' }));
    await user.click(screen.getByRole('button', { name: '동의하고 시작하기' }));
    await waitFor(() => expect(path(router)).toBe('/launchpads'));
  });

  it('given a refused token, goes to /login/error with a way back', async () => {
    const { router } = renderApp('/login?token=forged&termsAgreed=true');
    await waitFor(() => expect(path(router)).toBe('/login/error'));
    expect(await screen.findByRole('link', { name: '다시 로그인' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('로그인 정보가 만료되었거나 이미 사용되었습니다.')).toBeInTheDocument();
  });

  it('given 로그아웃, clears the session and the cache and goes to /login', async () => {
    const kit = await signedIn();
    const { router, user } = renderApp('/launchpads', kit);
    await screen.findByRole('heading', { name: '런치패드' });
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(path(router)).toBe('/login'));
    expect(kit.session.getState().isAuthenticated).toBe(false);
    expect(kit.tokenStore.getRefreshToken()).toBeNull();
    expect(kit.queryClient.getQueryData(launchpadKeys.list())).toBeUndefined();
  });
});

describe('routes: preload on intent', () => {
  it('given focus on a link, loads the target route data before the click', async () => {
    const kit = await signedIn();
    const { user } = renderApp('/launchpads', kit);
    await screen.findByRole('heading', { name: '런치패드' });
    const before = kit.api.callsOf('getUserInfo').length;
    await user.hover(screen.getByRole('link', { name: '마이페이지' }));
    await waitFor(() => expect(kit.api.callsOf('getUserInfo').length).toBe(before + 1));
  });
});
