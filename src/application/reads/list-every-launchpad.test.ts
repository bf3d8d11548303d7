import { describe, expect, it } from 'vitest';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeLaunchpadsApi } from '../../../tests/fakes/fake-launchpads-api';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { sampleLaunchpad } from '../../../tests/fakes/sample-data';
import { listEveryLaunchpad } from './list-every-launchpad';

function serverWith(count: number) {
  const server = new FakeCreatorsServer(new FixedClock());
  server.launchpads = Array.from({ length: count }, (_, i) =>
    sampleLaunchpad({ id: i + 1, name: `런치패드 ${i + 1}` }),
  );
  return { server, api: new FakeLaunchpadsApi(server) };
}

describe('listEveryLaunchpad', () => {
  it('given 1,006 launchpads and pages of 1000, then two calls bring every one, and the total is the API’s', async () => {
    const { server, api } = serverWith(1006);
    const list = await listEveryLaunchpad(api, 1000);
    expect(list.total).toBe(1006);
    expect(list.items).toHaveLength(1006);
    expect(new Set(list.items.map((l) => l.id)).size).toBe(1006);
    expect(server.callsOf('listLaunchpads')).toEqual([[{ size: 1000 }], [{ size: 1000, page: 2 }]]);
  });

  it('given fewer than a page, then one call', async () => {
    const { server, api } = serverWith(6);
    expect((await listEveryLaunchpad(api, 1000)).items).toHaveLength(6);
    expect(server.callsOf('listLaunchpads')).toHaveLength(1);
  });
});
