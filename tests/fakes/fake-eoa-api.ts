import type { EoaApi } from '../../src/application/ports/eoa-api';
import type { RegisterEoaInput } from '../../src/domain/wallet/eoa';
import type { FakeCreatorsServer } from './fake-creators-server';

/** EoaApi over the fake server's wallet record; registering keeps `server.eoaAddress` (no signature recovery). */
export class FakeEoaApi implements EoaApi {
  constructor(private readonly server: FakeCreatorsServer) {}

  getEoa() {
    return this.server.run('getEoa', [], () => this.server.eoa);
  }

  createEoaNonce() {
    return this.server.run('createEoaNonce', [], () => {
      const issued = this.server.clock.now();
      return {
        nonce: `nonce${this.server.nextId()}abcdef`,
        issuedAt: issued.toISOString(),
        expiresAt: new Date(issued.getTime() + 5 * 60_000).toISOString(),
      };
    });
  }

  registerEoa(input: RegisterEoaInput) {
    return this.server.run('registerEoa', [input], () => {
      this.server.check('registerEoa', input);
      this.server.eoa = { address: this.server.eoaAddress, chainId: 1, registeredAt: this.server.now() };
      return this.server.eoa;
    });
  }
}
