import type { ComponentType } from 'react';
import { useSearchParams, type RouteObject } from 'react-router';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import { currentStep, workspaceStepRoutes } from '../launchpad-workspace/workspace-step-routes';
import { numericParam } from '../shared/navigation/route-params';
import type { StepRoute } from '../shared/workspace/workspace-step';
import { pageRoute, type RouteMatchInfo } from './page-route';

/** One route of the workspace: a path, the steps it shows, and its kind where the path is one kind's. */
export interface WorkspaceRoute {
  path: string;
  steps: StepRoute[];
  kind: CollectionType | undefined;
}

/** The workspace's routes, from its steps: one per path a step declares (steps on one path share it). */
export function workspaceRouteTable(steps: readonly StepRoute[] = workspaceStepRoutes): WorkspaceRoute[] {
  const byPath = new Map<string, { steps: StepRoute[]; kinds: Set<CollectionType> }>();
  for (const step of steps) {
    for (const [kind, path] of Object.entries(step.route.paths) as [CollectionType, string][]) {
      const route = byPath.get(path) ?? { steps: [], kinds: new Set() };
      if (!route.steps.includes(step)) route.steps.push(step);
      route.kinds.add(kind);
      byPath.set(path, route);
    }
  }
  return [...byPath].map(([path, { steps: shown, kinds }]) => ({
    path: `launchpads/:launchpadId/${path}`,
    steps: shown,
    kind: kinds.size === 1 ? [...kinds][0] : undefined,
  }));
}

/** The page: the frame and the step `?step=` names, every step of the route loaded with it. */
async function loadPage({ steps, kind }: WorkspaceRoute): Promise<{ default: ComponentType }> {
  const [{ WorkspacePage }, views, shapes] = await Promise.all([
    import('../launchpad-workspace/workspace-page'),
    Promise.all(steps.map((step) => step.view())),
    Promise.all(steps.map((step) => step.shape())),
  ]);
  const byKey = <T,>(modules: { default: T }[]) =>
    Object.fromEntries(steps.map((step, i) => [step.key, modules[i]!.default]));
  const props = { steps, kind, views: byKey(views), shapes: byKey(shapes) };
  return { default: () => <WorkspacePage {...props} /> };
}

/** The route's fallback: the frame's skeleton around the shape of the step `?step=` names. */
async function loadFallback({ steps }: WorkspaceRoute): Promise<ComponentType> {
  const [{ WorkspaceSkeleton }, shapes] = await Promise.all([
    import('../shared/skeletons/workspace-skeleton'),
    Promise.all(steps.map((step) => step.shape())),
  ]);
  return function WorkspaceFallback() {
    const [search] = useSearchParams();
    const step = currentStep(steps, search.get('step'));
    const Shape = shapes[steps.indexOf(step)]!.default;
    return (
      <WorkspaceSkeleton rail={step.room === 'wide'}>
        <Shape />
      </WorkspaceSkeleton>
    );
  };
}

/**
 * Requirements §2: steps that share a route are told apart by `?step=` (the metadata page's 1–2, default
 * 1); any other value is corrected in place to the first.
 */
const correctStep =
  ({ steps }: WorkspaceRoute) =>
  ({ url }: RouteMatchInfo): string | null => {
    const raw = url.searchParams.get('step');
    if (raw === null || steps.some((step) => String(step.route.search) === raw)) return null;
    url.searchParams.set('step', String(steps[0]!.route.search));
    return `${url.pathname}?${url.searchParams}`;
  };

/** The workspace's routes: each prefetches the frame's reads (and its kind's metadata) and its step's own. */
export function workspaceRoutes(): RouteObject[] {
  return workspaceRouteTable().map((route) =>
    pageRoute({
      path: route.path,
      page: () => loadPage(route),
      queries: (reads, { api }, { params, url }) => {
        const id = numericParam(params.launchpadId);
        const step = currentStep(route.steps, url.searchParams.get('step'));
        return {
          ...reads.workspace(api, id),
          ...(route.kind ? reads.metadata(api, id, route.kind) : {}),
          ...(step.reads ? reads[step.reads](api, id) : {}),
        };
      },
      ...(route.steps.length > 1 ? { redirectTo: correctStep(route) } : {}),
      fallback: () => loadFallback(route),
    }),
  );
}
