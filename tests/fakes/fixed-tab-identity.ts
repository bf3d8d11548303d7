import type { TabIdentity } from '../../src/application/ports/tab-identity';

/** One tab, by a fixed id (`tab-a` unless given): two of these over one draft store are two tabs of one browser. */
export class FixedTabIdentity implements TabIdentity {
  constructor(public tabId = 'tab-a') {}

  id(): string {
    return this.tabId;
  }
}
