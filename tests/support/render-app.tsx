import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ContainerContext } from '../../src/presentation/shared/di/container-context';
import { createAppRouter } from '../../src/presentation/routes/create-app-router';
import { RoutePreloaderContext } from '../../src/presentation/shared/navigation/route-preloader-context';
import { MantineTestProvider } from './mantine-render';
import { createPersonalTestContainer, type PersonalTestContainer } from './personal-test-container';

/**
 * The whole app's routes (guards, loaders, lazy pages, error boundaries) in a memory router over
 * the test container: what main.tsx renders, minus the browser history.
 */
export function renderApp(path: string, kit: PersonalTestContainer = createPersonalTestContainer()) {
  const { router, preloader } = createAppRouter(kit.container, (routes, options) =>
    createMemoryRouter(routes, { ...options, initialEntries: [path] }),
  );
  const view = render(
    <ContainerContext value={kit.container}>
      <MantineTestProvider>
        <RoutePreloaderContext value={preloader}>
          <RouterProvider router={router} />
        </RoutePreloaderContext>
      </MantineTestProvider>
    </ContainerContext>,
  );
  return { ...kit, kit, router, preloader, view, user: userEvent.setup() };
}
