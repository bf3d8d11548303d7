import { inject, injectable } from 'inversify';
import { normalizePhoneInput } from '../../domain/user/phone-number';
import { updatePhoneInputSchema, type UserInfo } from '../../domain/user/user-info';
import { UserApi } from '../ports/user-api';
import { parseInput } from '../validation/parse-input';
import { MeCache } from './me-cache';

/**
 * Changes the creator's phone number (`PATCH /cl/user/v1/users/phone`); hyphens and spaces typed
 * between the digits are dropped first.
 * Throws ValidationError (field `phoneNumber`, message 휴대폰 번호를 다시 확인해주세요.) before any
 * call when the number breaks the rule, and whatever CreatorsApi throws otherwise. The new user info
 * replaces the cached one.
 */
@injectable()
export class UpdatePhone {
  constructor(
    @inject(UserApi) private readonly api: UserApi,
    @inject(MeCache) private readonly cache: MeCache,
  ) {}

  async execute(phoneNumber: string): Promise<UserInfo> {
    const input = parseInput(updatePhoneInputSchema, { phoneNumber: normalizePhoneInput(phoneNumber) });
    const user = await this.api.updatePhone(input);
    this.cache.userSaved(user);
    return user;
  }
}
