import { ValidationError } from '../../src/application/errors/app-error';
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
      const items = [...this.server.launchpads]
        .sort((a, b) => b.id - a.id)
        .slice(start, start + size)
        // As the local API: a 작성 중 launch says how many parts are left before 심사 요청.
        .map((l) => (l.status === 'DRAFT' ? { ...l, partsLeft: this.server.progress(l.id).partsLeft } : l));
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
    return this.server.run('updateLaunchpad', [id, input], () => {
      const body = this.server.check('updateLaunchpad', input);
      // As the local API: nothing changes from 승인됨 on; the chain and the contract address only while 작성 중.
      const launchpad = this.server.changeable(id, 'content');
      const address = (value: string | null) => (value ?? '').toLowerCase();
      const { chain = launchpad.chain, chainId = launchpad.chainId, ...fields } = body;
      if (chainId !== launchpad.chainId) {
        this.server.changeable(id, 'contract');
        if (body.contractAddress !== null)
          throw new ValidationError('체인을 바꿀 때는 컨트랙트 주소를 함께 보낼 수 없습니다.', 'contractAddress', {
            status: 400,
          });
        // The contract kept on the old chain goes with it.
        this.server.contracts.delete(id);
      } else if (address(body.contractAddress) !== address(launchpad.contractAddress)) {
        this.server.changeable(id, 'contract');
      }
      return Object.assign(launchpad, fields, { chain, chainId, updatedAt: this.server.now() });
    });
  }
}
