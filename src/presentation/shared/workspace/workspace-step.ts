import type { ComponentType } from 'react';
import type { LaunchPart } from '../../../application/launchpads/launch-lock';
import type { LaunchpadReadsName } from '../../../application/reads/page-reads';
import type { CollectionType } from '../../../domain/launchpad/launchpad';
import type { LaunchProgress } from '../../../domain/launchpad/launch-progress';
import type { LaunchpadPage } from './launchpad-page';

export type StepTone = 'done' | 'progress' | 'todo' | 'locked';

/** A step's line in the steps column: its state in words, and its circle. */
export interface StepState {
  text: string;
  tone: StepTone;
}

/** What a step's view gets from the frame. */
export interface StepViewProps {
  page: LaunchpadPage;
}

/**
 * Where a step of the launchpad workspace shows and what it loads: all the route table needs at start-up,
 * declared in the step's own `*-step-route.ts` and listed in `launchpad-workspace/workspace-step-routes.ts`.
 * Keep it light (no copy, no rules): the first route's chunk holds it; views and shapes are chunks of their own.
 */
export interface StepRoute {
  /** Unique among the steps. */
  key: string;
  /**
   * Where it shows: its path under `/launchpads/{id}/` for each kind of launchpad it serves (a kind left
   * out: the step is not that kind's). Steps that share a path are told apart by `?step=` (`search`).
   */
  route: { paths: Partial<Record<CollectionType, string>>; search?: number };
  /**
   * Reads beyond the frame's, by their name in `pageReads`: prefetched by its route, observed by its view
   * (`PageQueries`). A name, not the function: the page reads load with the first signed-in page.
   */
  reads?: LaunchpadReadsName;
  /**
   * 'wide': the step needs the page's width (a grid, a long list), so from the desktop breakpoint the frame
   * folds the steps column to a rail of marks and puts the launchpad's name above the step. Below it, the
   * phone's compact stepper as on every step.
   */
  room?: 'wide';
  /** Its view, a chunk of its own; it gets the frame's page. */
  view: () => Promise<{ default: ComponentType<StepViewProps> }>;
  /** Its shape while loading (the route's fallback and the frame's wait), a small chunk of its own. */
  shape: () => Promise<{ default: ComponentType }>;
}

/**
 * One step of the launchpad workspace, declared once in its own folder: its route (`StepRoute`), and
 * the rest in its `*-step-contribution.ts`, listed by one line in `launchpad-workspace/workspace-steps.ts`
 * and loaded with the workspace's chunk. The frame makes its line in the steps column, its notice and
 * its 다음 단계 from it, and 심사 전 남은 일 what it still needs.
 */
export interface WorkspaceStep extends StepRoute {
  /** Its name in the steps column and in 다음 단계: … */
  label: string;
  /** What of the launch it changes: the frame says why when that cannot change, and warns under 심사. */
  part: LaunchPart;
  /** Its line in the steps column. */
  state: (progress: LaunchProgress) => StepState;
  /** What it still needs before 심사 요청, each fixed at this step (empty: nothing). */
  needs: (progress: LaunchProgress) => string[];
  /** Closed until `when` holds: the creator is sent to the step before it, which says why (title, text). */
  opens?: { when: (progress: LaunchProgress) => boolean; title: string; text: string };
}
