import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import type { Container } from 'inversify';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ContainerContext } from '../shared/di/container-context';
import { RoutePreloaderContext, type RoutePreloading } from '../shared/navigation/route-preloader-context';
import { ShellSettings } from '../shared/shell-settings';
import { appTheme, contrastResolver } from './theme';
import { toastsDemand } from './toasts-demand';
import './typography.css';
import './controls.css';
import { VersionOverlay } from './version-overlay';

const Toasts = lazy(() => import('./toasts'));

/** Focuses the top-right toasts (made focusable on demand: Mantine renders plain divs). */
function focusToasts(): void {
  const region = document.querySelector<HTMLElement>('[data-position="top-right"]');
  if (!region) return;
  region.tabIndex = -1;
  region.focus();
}

/** Requirements §9's Alt+T: move keyboard focus to the toasts. */
function useToastHotkey() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') focusToasts();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * Everything around the routes: the container, Mantine (theme saved under the configured key; with
 * nothing saved it follows the system, product-decisions "Theme"), the toasts of requirements §9 and,
 * in non-production builds, the version overlay.
 */
export function AppRoot({
  container,
  router,
  preloader,
}: {
  container: Container;
  router: DataRouter;
  preloader: RoutePreloading;
}) {
  const [manager] = useState(() =>
    localStorageColorSchemeManager({ key: container.get(ShellSettings).themeStorageKey }),
  );
  useToastHotkey();
  // Mounted at the first notice: the first screen loads no toast code.
  const toastsWanted = useSyncExternalStore(toastsDemand.subscribe, toastsDemand.isRequested);
  return (
    <ContainerContext value={container}>
      <MantineProvider
        theme={appTheme}
        cssVariablesResolver={contrastResolver}
        defaultColorScheme="auto"
        colorSchemeManager={manager}
      >
        {toastsWanted && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
        <RoutePreloaderContext value={preloader}>
          <RouterProvider router={router} />
        </RoutePreloaderContext>
        {import.meta.env.MODE !== 'production' && <VersionOverlay />}
      </MantineProvider>
    </ContainerContext>
  );
}
