import { auctionStepRoute } from '../auction-description/auction-step-route';
import { metadataStepRoute } from '../collection-metadata/metadata-step-route';
import { contractStepRoute } from '../contract-step/contract-step-route';
import { editionsStepRoute } from '../editions/editions-step-route';
import type { StepRoute } from '../shared/workspace/workspace-step';

/**
 * The workspace steps' routes, in the order of `workspace-steps.ts` (a test holds the two lists
 * together). The route table reads only these at start-up, so the steps' copy and rules stay out of the
 * first route's chunk and load with the workspace.
 */
export const workspaceStepRoutes: readonly StepRoute[] = [
  contractStepRoute,
  metadataStepRoute,
  editionsStepRoute,
  auctionStepRoute,
];

/** The step `?step=` names among steps that share a route (none, or one not among them: the first). */
export function currentStep<T extends StepRoute>(steps: readonly T[], search: string | null): T {
  const named = steps.find((step) => step.route.search !== undefined && String(step.route.search) === search);
  return named ?? steps[0]!;
}
