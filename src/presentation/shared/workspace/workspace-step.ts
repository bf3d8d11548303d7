import type { ComponentType } from 'react';
import type { LaunchPart } from '../../../application/launchpads/launch-lock';
import type { QueryDefinition } from '../../../application/ports/read-cache';
import type { ReadApis } from '../../../application/reads/page-reads';
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
 * One step of the launchpad workspace, declared once in its own folder and listed by one line in
 * `launchpad-workspace/workspace-steps.ts`. The route table makes its route from it, the frame its
 * line in the steps column, its notice and its 다음 단계, and 심사 전 남은 일 what it still needs.
 * Keep it light: the route table imports it at start-up (views and shapes are chunks of their own).
 */
export interface WorkspaceStep {
  /** Unique among the steps. */
  key: string;
  /** Its name in the steps column and in 다음 단계: … */
  label: string;
  /** What of the launch it changes: the frame says why when that cannot change, and warns under 심사. */
  part: LaunchPart;
  /**
   * Where it shows: its path under `/launchpads/{id}/` for each kind of launchpad it serves (a kind left
   * out: the step is not that kind's). Steps that share a path are told apart by `?step=` (`search`).
   */
  route: { paths: Partial<Record<CollectionType, string>>; search?: number };
  /** Reads beyond the frame's: prefetched by its route, observed by its view (`PageQueries`). */
  reads?: (apis: ReadApis, launchpadId: number) => Record<string, QueryDefinition<unknown>>;
  /** Its view, a chunk of its own; it gets the frame's page. */
  view: () => Promise<{ default: ComponentType<StepViewProps> }>;
  /** Its shape while loading (the route's fallback and the frame's wait), a small chunk of its own. */
  shape: () => Promise<{ default: ComponentType }>;
  /** Its line in the steps column. */
  state: (progress: LaunchProgress) => StepState;
  /** What it still needs before 심사 요청, each fixed at this step (empty: nothing). */
  needs: (progress: LaunchProgress) => string[];
  /** Closed until `when` holds: the creator is sent to the step before it, which says why (title, text). */
  opens?: { when: (progress: LaunchProgress) => boolean; title: string; text: string };
}
