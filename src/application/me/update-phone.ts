import { inject, injectable } from 'inversify';
import { updatePhoneInputSchema, type UserInfo } from '../../domain/user/user-info';
import { CreatorsApi } from '../ports/creators-api';
import { parseInput } from './parse-input';

/** What creators type between the digits (010-1234-5678, 010 1234 5678); the rule itself is digits only. */
const SEPARATORS = /[\s-]/g;

/**
 * Changes the creator's phone number (`PATCH /cl/user/v1/users/phone`).
 * Throws ValidationError (field `phoneNumber`, message 휴대폰 번호를 다시 확인해주세요.) before any
 * call when the number breaks the rule, and whatever CreatorsApi throws otherwise.
 */
@injectable()
export class UpdatePhone {
  constructor(@inject(CreatorsApi) private readonly api: CreatorsApi) {}

  async execute(phoneNumber: string): Promise<UserInfo> {
    const input = parseInput(updatePhoneInputSchema, { phoneNumber: phoneNumber.replace(SEPARATORS, '') });
    return this.api.updatePhone(input);
  }
}
