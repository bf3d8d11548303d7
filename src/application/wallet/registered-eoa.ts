import { inject, injectable } from 'inversify';
import { EoaApi } from '../ports/eoa-api';
import { ReadCache } from '../ports/read-cache';
import { eoaQuery } from '../reads/me-reads';

/**
 * The creator's registered EOA as the contract step compares with it (the owner of a checked or a
 * deployed contract): read once through the reads' cache, which the wallet page keeps true when a
 * wallet is registered or replaced. Rejects as the EOA read does.
 */
@injectable()
export class RegisteredEoa {
  constructor(
    @inject(ReadCache) private readonly cache: ReadCache,
    @inject(EoaApi) private readonly api: EoaApi,
  ) {}

  /** The registered address, or null when none is registered. */
  async address(): Promise<string | null> {
    return (await this.cache.fetch(eoaQuery(this.api)))?.address ?? null;
  }
}
