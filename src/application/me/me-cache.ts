import { inject, injectable } from 'inversify';
import type { Creator } from '../../domain/creator/creator';
import type { UserInfo } from '../../domain/user/user-info';
import type { Eoa } from '../../domain/wallet/eoa';
import { ReadCache } from '../ports/read-cache';
import { meKeys } from '../reads/me-reads';

/**
 * The personal area's one place that keeps the pages' reads true after a save (phone, wallet,
 * creator profiles): its save use cases call it with what the API answered.
 */
@injectable()
export class MeCache {
  constructor(@inject(ReadCache) private readonly cache: ReadCache) {}

  userSaved(user: UserInfo): void {
    this.cache.set(meKeys.userInfo(), user);
  }

  eoaSaved(eoa: Eoa | null): void {
    this.cache.set(meKeys.eoa(), eoa);
  }

  /** A new creator profile: its page reads it at once, the list shows it at its end, then refetches. */
  creatorCreated(creator: Creator): void {
    this.cache.set(meKeys.creator(creator.id), creator);
    this.cache.set<Creator[]>(meKeys.creators(), (list) => [...(list ?? []), creator]);
    this.cache.invalidate(meKeys.creators(), { exact: true });
  }

  /** A creator profile was saved or submitted: its page takes the answer, the list refetches (its status). */
  creatorSaved(creator: Creator): void {
    this.cache.set(meKeys.creator(creator.id), creator);
    this.cache.invalidate(meKeys.creators(), { exact: true });
  }
}
