import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { until } from '../../../tests/support/until';
import { LaunchpadListQuery } from './launchpad-list-query';
import { useListQueryInUrl } from './use-list-query-in-url';

function List({ query }: { query: LaunchpadListQuery }) {
  useListQueryInUrl(query);
  return <p>목록</p>;
}

describe('useListQueryInUrl', () => {
  afterEach(() => vi.useRealTimers());

  it('given a search written to the URL while the router is busy, when the creator types on before it lands, then their typing stays', async () => {
    // The route's data for a searched URL is held back, so the written search lands only when released.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldLoads = 0;
    const query = new LaunchpadListQuery();
    const router = createMemoryRouter(
      [
        {
          path: '/launchpads',
          loader: async ({ request }) => {
            if (new URL(request.url).searchParams.has('q')) {
              heldLoads += 1;
              await held;
            }
            return null;
          },
          element: <List query={query} />,
        },
      ],
      { initialEntries: ['/launchpads'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('목록');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      query.setSearch('서울');
    });
    // Typing pauses: the search goes to the URL, whose load is held.
    act(() => {
      vi.advanceTimersByTime(300);
    });
    vi.useRealTimers();
    await until(() => heldLoads === 1, 'the written search’s load', 2_000);
    expect(router.state.navigation.state).toBe('loading');

    act(() => {
      query.setSearch('서울의 밤');
    });
    release();
    await until(() => router.state.location.search === '?q=%EC%84%9C%EC%9A%B8', 'the older search landing', 2_000);
    await until(() => router.state.navigation.state === 'idle', 'the router at rest', 2_000);

    expect(query.search).toBe('서울의 밤');
  });
});
