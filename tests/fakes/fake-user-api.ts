import type { UserApi } from '../../src/application/ports/user-api';
import type { UpdatePhoneInput } from '../../src/domain/user/user-info';
import type { FakeCreatorsServer } from './fake-creators-server';

/** UserApi over the fake server's signed-in user. */
export class FakeUserApi implements UserApi {
  constructor(private readonly server: FakeCreatorsServer) {}

  getUserInfo() {
    return this.server.run('getUserInfo', [], () => this.server.user);
  }

  updatePhone(input: UpdatePhoneInput) {
    return this.server.run('updatePhone', [input], () =>
      Object.assign(this.server.user, this.server.check('updatePhone', input)),
    );
  }
}
