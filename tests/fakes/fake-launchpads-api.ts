import type { LaunchpadsApi } from '../../src/application/ports/launchpads-api';
import type { CreateLaunchpadInput, Launchpad, UpdateLaunchpadInput } from '../../src/domain/launchpad/launchpad';
import type { FakeCreatorsServer } from './fake-creators-server';

/** LaunchpadsApi over the fake server's launchpads. */
export class FakeLaunchpadsApi implements LaunchpadsApi {
  constructor(private readonly server: FakeCreatorsServer) {}

  listLaunchpads(query: { size?: number; page?: number }) {
    return this.server.run('listLaunchpads', [query], () => {
      const size = query.size ?? 20;
      const start = ((query.page ?? 1) - 1) * size;
      const items = [...this.server.launchpads].sort((a, b) => b.id - a.id).slice(start, start + size);
      return { items, total: this.server.launchpads.length };
    });
  }

  getLaunchpad(id: number) {
    return this.server.run('getLaunchpad', [id], () => this.server.launchpad(id));
  }

  createLaunchpad(input: CreateLaunchpadInput) {
    return this.server.run('createLaunchpad', [input], () => {
      const body = this.server.check('createLaunchpad', input);
      const now = this.server.now();
      const created: Launchpad = {
        id: this.server.nextId(),
        ...body,
        contractAddress: null,
        status: 'DRAFT',
        startAt: null,
        endAt: null,
        createdAt: now,
        updatedAt: now,
      };
      this.server.launchpads.push(created);
      return created;
    });
  }

  updateLaunchpad(id: number, input: UpdateLaunchpadInput) {
    return this.server.run('updateLaunchpad', [id, input], () =>
      Object.assign(this.server.launchpad(id), this.server.check('updateLaunchpad', input), {
        updatedAt: this.server.now(),
      }),
    );
  }
}
