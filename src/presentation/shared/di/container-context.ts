import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, useContext, useEffect, useState } from 'react';

/** The composition root puts its container here; views never touch it themselves (no service locator). */
export const ContainerContext = createContext<Container | null>(null);

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerContext is missing: render inside <ContainerContext value={container}>');
  return container;
}

/** Resolves a service for the lifetime of the calling component (singletons stay singletons). */
export function useInjection<T>(id: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [service] = useState(() => container.get(id));
  return service;
}

interface Startable {
  start(): () => void;
}

/**
 * Resolves a transient view-model once per mount and runs its `start()` for as long as the view is
 * mounted (StrictMode's double mount runs start → cleanup → start on the same instance).
 * `start` may pass arguments (route params); `deps` restart it when they change.
 */
export function useViewModel<VM extends object>(
  id: ServiceIdentifier<VM>,
  start: (vm: VM) => () => void = (vm) => (vm as unknown as Startable).start(),
  deps: readonly unknown[] = [],
): VM {
  const vm = useInjection(id);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's
  useEffect(() => start(vm), [vm, ...deps]);
  return vm;
}
