import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ContainerContext } from '../../src/presentation/shared/di/container-context';
import { MantineTestProvider } from './mantine-render';
import { createPersonalTestContainer, type PersonalTestContainer } from './personal-test-container';

/**
 * Renders personal-area pages as the app does (container, Mantine, a data router so the leave
 * guard's blocker works) at `path`. Other paths render a plain marker to navigate to.
 */
export function renderPersonalRoute(
  routes: { path: string; element: ReactElement }[],
  path: string,
  kit: PersonalTestContainer = createPersonalTestContainer(),
) {
  const router = createMemoryRouter([...routes, { path: '*', element: <p>다른 페이지</p> }], {
    initialEntries: [path],
  });
  const view = render(
    <ContainerContext value={kit.container}>
      <MantineTestProvider>
        <RouterProvider router={router} />
      </MantineTestProvider>
    </ContainerContext>,
  );
  return { ...kit, kit, router, view, user: userEvent.setup() };
}
