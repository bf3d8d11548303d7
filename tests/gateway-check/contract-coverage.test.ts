import { describe, expect, it } from 'vitest';
import { creatorsApi, type EndpointName } from '../../contract/creators-api';
import type { Endpoint } from '../../contract/endpoint';
import { hasKey } from '../../local-api/openapi/answers';
import { preconditionRules } from '../../scripts/check-gateway/precondition-rules';
import { readPlans } from '../../scripts/check-gateway/read-walk';

const endpoints = Object.entries(creatorsApi) as [EndpointName, Endpoint][];

describe('the gateway check follows the contract', () => {
  it('knows how to call every GET of the contract, from the contract alone', () => {
    const plans = readPlans();
    expect(plans.map((plan) => plan.name).sort()).toEqual(
      endpoints
        .filter(([, e]) => e.method === 'GET')
        .map(([name]) => name)
        .sort(),
    );
    expect(plans.filter((plan) => plan.kind === 'unfillable')).toEqual([]);
    expect(plans.find((plan) => plan.name === 'getLaunchpad')).toMatchObject({
      kind: 'per-id',
      collection: creatorsApi.listLaunchpads.path,
      where: 'params',
    });
    expect(plans.find((plan) => plan.name === 'getDeploymentInfo')).toMatchObject({
      kind: 'per-id',
      collection: creatorsApi.listLaunchpads.path,
      where: 'query',
      key: 'launchpadId',
    });
  });

  it('checks the stale-save 409 of every save whose body carries baseUpdatedAt (add an entry to precondition-rules.ts)', () => {
    const withPrecondition = endpoints.filter(([, e]) => hasKey(e.body, 'baseUpdatedAt')).map(([name]) => name);
    expect(withPrecondition.length).toBeGreaterThan(0);
    expect(preconditionRules.map((rule) => rule.save).sort()).toEqual(withPrecondition.sort());
  });
});
