// The lite polyfill, the one inversify 8 imports itself: one copy in the bundle, not two.
import 'reflect-metadata/lite';
import '../presentation/shared/styles/first-paint-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRoutes } from '../presentation/routes/app-routes';
import { createAppRouter } from '../presentation/routes/create-app-router';
import { loadRouteModules } from '../presentation/routes/route-preloader';
import { reloadToPendingNavigation } from './reload-on-chunk-error';
import { AppRoot } from '../presentation/shell/app-root';
import { ConfigError, loadConfig } from './config';
import { startCore } from './start-core';

/** Bad configuration stops start-up with one sentence naming the variable (no React needed). */
function showStartupFailure(root: HTMLElement, message: string): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:560px;margin:15vh auto;padding:24px;font:16px/1.6 system-ui,sans-serif';
  const title = document.createElement('h1');
  title.textContent = '앱을 시작하지 못했습니다.';
  title.style.fontSize = '20px';
  const body = document.createElement('p');
  body.textContent = message;
  box.append(title, body);
  root.replaceChildren(box);
  document.getElementById('boot-header')?.remove();
}

async function main(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error);
      showStartupFailure(element, error.message);
      return;
    }
    throw error;
  }
  // The page's own chunks load beside the token refresh below, not after it.
  loadRouteModules(createAppRoutes(), window.location.pathname);
  // Requirements §1: nothing renders until the session has been initialised.
  const container = await startCore(config);
  const { router, preloader } = createAppRouter(container);
  reloadToPendingNavigation(router);
  createRoot(element).render(
    <StrictMode>
      <AppRoot container={container} router={router} preloader={preloader} />
    </StrictMode>,
  );
}

void main();
