import type { ServiceIdentifier } from 'inversify';
import type { UpdatePhoneInput, UserInfo } from '../../domain/user/user-info';

/**
 * The signed-in user's own information and phone number.
 * Fails with the AppError classes as `CreatorsApi` describes.
 */
export interface UserApi {
  getUserInfo(): Promise<UserInfo>;
  updatePhone(input: UpdatePhoneInput): Promise<UserInfo>;
}
export const UserApi: ServiceIdentifier<UserApi> = Symbol.for('UserApi');
