import type { ServiceIdentifier } from 'inversify';
import type { Eoa, EoaNonce, RegisterEoaInput } from '../../domain/wallet/eoa';

/**
 * The creator's registered wallet (EOA): reading it, and registering one with a signed nonce.
 * Fails with the AppError classes as `CreatorsApi` describes.
 */
export interface EoaApi {
  getEoa(): Promise<Eoa | null>;
  createEoaNonce(): Promise<EoaNonce>;
  registerEoa(input: RegisterEoaInput): Promise<Eoa>;
}
export const EoaApi: ServiceIdentifier<EoaApi> = Symbol.for('EoaApi');
