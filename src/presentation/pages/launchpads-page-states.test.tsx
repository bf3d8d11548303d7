import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnexpectedError } from '../../application/errors/app-error';
import { sampleLaunchpad } from '../../../tests/fakes/sample-data';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { renderPersonalRoute } from '../../../tests/support/render-personal-route';
import LaunchpadsPage from './launchpads-page';

// Without the route's prefetch the cache is empty, so the page itself loads: skeleton, then list or error.
async function renderWithoutPrefetch() {
  const kit = createPersonalTestContainer();
  await kit.signIn();
  kit.api.launchpads = [sampleLaunchpad({ id: 3, name: '가을 들판' })];
  return renderPersonalRoute([{ path: '/launchpads', element: <LaunchpadsPage /> }], '/launchpads', kit);
}

describe('LaunchpadsView', () => {
  // happy-dom has no layout: give the list's scroll box a laptop-sized viewport to virtualise against.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });
  afterEach(() => vi.restoreAllMocks());

  it('given an empty cache, shows the skeleton as a busy region until the list arrives', async () => {
    await renderWithoutPrefetch();
    expect(screen.getByRole('button', { name: '런치패드 만들기' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    const list = within(await screen.findByRole('region', { name: '런치패드 목록' })).getByRole('list');
    expect(within(list).getByRole('listitem')).toHaveTextContent('가을 들판');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('given the first load fails, says so with 다시 시도, which loads the list', async () => {
    const kit = createPersonalTestContainer();
    await kit.signIn();
    kit.api.launchpads = [sampleLaunchpad({ id: 3, name: '가을 들판' })];
    kit.api.failNext(new UnexpectedError('boom', 500), 'listLaunchpads');
    const { user } = renderPersonalRoute([{ path: '/launchpads', element: <LaunchpadsPage /> }], '/launchpads', kit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('런치패드 목록을 불러오지 못했습니다.');
    expect(alert).not.toHaveTextContent('boom');
    expect(kit.reporter.reports).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(within(await screen.findByRole('region', { name: '런치패드 목록' })).getByRole('list')).toHaveTextContent(
      '가을 들판',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
