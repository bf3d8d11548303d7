import type { CollectionType, Launchpad, LaunchpadStatus } from '../../domain/launchpad/launchpad';
import type { LaunchProgress } from '../../domain/launchpad/launch-progress';
import { auctionStep } from '../auction-description/auction-step-contribution';
import { metadataStep } from '../collection-metadata/metadata-step-contribution';
import { contractStep } from '../contract-step/contract-step-contribution';
import { editionsStep } from '../editions/editions-step-contribution';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import type { StepTone, WorkspaceStep } from '../shared/workspace/workspace-step';

/**
 * The launchpad workspace's steps, in order. A step declares itself in its own folder: its route
 * (`*-step-route.ts`, listed in `workspace-step-routes.ts` for the route table) and the rest
 * (`*-step-contribution.ts`, listed here for the frame, the steps column and 심사 전 남은 일).
 */
export const workspaceSteps: readonly WorkspaceStep[] = [contractStep, metadataStep, editionsStep, auctionStep];

/** The steps of a launchpad of `kind`. */
export const stepsFor = (kind: CollectionType): WorkspaceStep[] =>
  workspaceSteps.filter((step) => step.route.paths[kind] !== undefined);

/** Where `step` of `launchpad` opens, or null when it is not a step of its kind. */
export function stepHref(step: WorkspaceStep, launchpad: Pick<Launchpad, 'id' | 'collectionType'>): string | null {
  const path = step.route.paths[launchpad.collectionType];
  if (path === undefined) return null;
  return `/launchpads/${launchpad.id}/${path}${step.route.search === undefined ? '' : `?step=${step.route.search}`}`;
}

/** A step as the steps column lists it. */
export interface StepEntry {
  key: string;
  label: string;
  text: string;
  tone: StepTone;
  /** Null while the step cannot be opened yet. */
  to: string | null;
}

export function stepEntries(launchpad: Launchpad, progress: LaunchProgress): StepEntry[] {
  return stepsFor(launchpad.collectionType).map((step) => ({
    key: step.key,
    label: step.label,
    ...step.state(progress),
    to: step.opens && !step.opens.when(progress) ? null : stepHref(step, launchpad),
  }));
}

/** After the last step of a launch still 작성 중, the bar offers 심사 요청 (the frame gives it its action). */
export const REQUEST_REVIEW = 'request-review';

/**
 * Where the current step's action bar leads once the step is saved (a draft counts: it can be finished
 * later): the next step that can be opened; after the last step, 심사 요청 while the launch is 작성 중
 * (offered at once: it waits, disabled, for what a review needs) or the list. Null before.
 */
export function nextStepOf(
  entries: readonly StepEntry[],
  current: string,
  status: LaunchpadStatus,
): { to: string; label: string } | typeof REQUEST_REVIEW | null {
  const index = entries.findIndex((entry) => entry.key === current);
  const entry = entries[index];
  if (!entry) return null;
  if (index === entries.length - 1 && status === 'DRAFT') return REQUEST_REVIEW;
  if (entry.tone !== 'done' && entry.tone !== 'progress') return null;
  const next = entries.slice(index + 1).find((candidate) => candidate.to !== null);
  if (!next?.to) return { to: '/launchpads', label: workspaceCopy.toList };
  return { to: next.to, label: workspaceCopy.next(next.label) };
}

/** A piece a review still needs, and the step where it is done. */
export interface ReviewNeed {
  step: string;
  text: string;
  to: string;
}

/**
 * What the launch still needs before 심사 요청, in the order of the steps, each with where it is fixed.
 * Empty exactly when `progress.readyForReview` (the parts are all read and complete).
 */
export function reviewNeeds(launchpad: Launchpad, progress: LaunchProgress): ReviewNeed[] {
  return stepsFor(launchpad.collectionType).flatMap((step) => {
    const to = stepHref(step, launchpad) ?? '';
    return step.needs(progress).map((text) => ({ step: step.key, text, to }));
  });
}

/** The step of `key` (a key from `workspace-step-routes.ts`: the two lists hold the same steps). */
export function stepOf(key: string): WorkspaceStep {
  const step = workspaceSteps.find((candidate) => candidate.key === key);
  if (!step) throw new Error(`No workspace step '${key}'`);
  return step;
}
