import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import { useNumericParam } from '../shared/navigation/route-params';
import type { StepRoute, StepViewProps } from '../shared/workspace/workspace-step';
import { WorkspaceFrame } from './workspace-frame';
import { currentStep } from './workspace-step-routes';
import { stepOf } from './workspace-steps';

export interface WorkspacePageProps {
  /** The steps this route shows (several share a route, told apart by `?step=`). */
  steps: readonly StepRoute[];
  /** The route's kind, where its path is one kind's. */
  kind?: CollectionType | undefined;
  /** Each step's view and shape, by key, already loaded with the route. */
  views: Record<string, ComponentType<StepViewProps>>;
  shapes: Record<string, ComponentType>;
}

/**
 * A workspace route's page: the launchpad id read once from the address, the step `?step=` names, and
 * the frame around that step's view. The route's loader has already refused a malformed id (not-found).
 */
export function WorkspacePage({ steps, kind, views, shapes }: WorkspacePageProps) {
  const launchpadId = useNumericParam('launchpadId');
  const [search] = useSearchParams();
  const step = stepOf(currentStep(steps, search.get('step')).key);
  const View = views[step.key]!;
  return (
    <WorkspaceFrame launchpadId={launchpadId} kind={kind} step={step} Shape={shapes[step.key]!}>
      {(page) => <View page={page} />}
    </WorkspaceFrame>
  );
}
