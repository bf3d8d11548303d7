import { describe, expect, it } from 'vitest';
import { workspaceStepRoutes } from '../launchpad-workspace/workspace-step-routes';
import type { StepRoute } from '../shared/workspace/workspace-step';
import { workspaceRouteTable } from './workspace-routes';

describe('the workspace route table (from the steps’ own declarations)', () => {
  it('makes one route per path: the metadata page of each kind holds its two steps, the editions one kind’s, the auction both', () => {
    expect(workspaceRouteTable().map(({ path, steps, kind }) => [path, steps.map((step) => step.key), kind])).toEqual([
      ['launchpads/:launchpadId/collection-metadata/single', ['contract', 'metadata'], 'SINGLE'],
      ['launchpads/:launchpadId/collection-metadata/multi', ['contract', 'metadata'], 'MULTI'],
      ['launchpads/:launchpadId/collection-metadata/single/editions-editor', ['editions'], 'SINGLE'],
      ['launchpads/:launchpadId/auction-description', ['auction'], undefined],
    ]);
  });

  it('given a step added to the list, then it has its route: one folder and one line', () => {
    const launch: StepRoute = { ...workspaceStepRoutes[3]!, key: 'launch', route: { paths: { MULTI: 'launch-plan' } } };
    expect(workspaceRouteTable([...workspaceStepRoutes, launch]).at(-1)).toMatchObject({
      path: 'launchpads/:launchpadId/launch-plan',
      kind: 'MULTI',
    });
  });
});
