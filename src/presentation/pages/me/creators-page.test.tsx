import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../../tests/support/personal-test-container';
import { renderPersonalRoute } from '../../../../tests/support/render-personal-route';
import CreatorsPage from './creators-page';

const routes = [
  { path: '/me/creators', element: <CreatorsPage /> },
  { path: '/me/creators/:creatorId', element: <p>상세 화면</p> },
];

describe('CreatorsPage', () => {
  it('given two profiles, when shown, then each has its name, Korean status and a link to its detail', async () => {
    renderPersonalRoute(routes, '/me/creators');
    const list = await screen.findByRole('list', { name: '크리에이터 목록' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    const studio = links.find((link) => link.textContent?.includes('하늘스튜디오'))!;
    expect(studio).toHaveAttribute('href', '/me/creators/2');
    expect(studio).toHaveTextContent('작성 중');
    expect(links.find((link) => link !== studio)).toHaveTextContent('승인됨');
  });

  it('given no profiles, when shown, then the empty state offers 크리에이터 만들기', async () => {
    const kit = createPersonalTestContainer();
    kit.api.creators = [];
    renderPersonalRoute(routes, '/me/creators', kit);
    expect(await screen.findByText('아직 크리에이터가 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '크리에이터 만들기' })).toBeEnabled();
  });

  it('given the add dialog, when a blank name is sent and then a name, then the message shows first and the new profile opens after', async () => {
    const { user, api, router } = renderPersonalRoute(routes, '/me/creators');
    await screen.findByRole('list', { name: '크리에이터 목록' });
    await user.click(screen.getByRole('button', { name: '크리에이터 만들기' }));
    const dialog = await screen.findByRole('dialog', { name: '새 크리에이터' });
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(within(dialog).getByText('내용을 작성해주세요.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/크리에이터 이름/), '밤하늘 프로젝트');
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(await screen.findByText('상세 화면')).toBeInTheDocument();
    const created = api.creators.at(-1)!;
    expect(created.name).toBe('밤하늘 프로젝트');
    expect(router.state.location.pathname).toBe(`/me/creators/${created.id}`);
  });
});
