import type { TabIdentity } from '../../application/ports/tab-identity';

/** Where a tab keeps its id: session storage lives as long as the tab and survives its reloads. */
export const TAB_ID_KEY = 'creators-lab:tab';
const CHANNEL = 'creators-lab:tabs';

type Message = { kind: 'hello'; id: string } | { kind: 'taken'; id: string };

const newId = () => crypto.randomUUID();

/**
 * The tab's id in session storage (kept across reloads of the tab). A duplicated tab starts with a copy
 * of its original's session storage, so a tab says hello on a BroadcastChannel when it starts: when a
 * tab already open answers that the id is taken, this one takes a new id. Without session storage (a
 * blocked or private mode) the id lasts as long as the page.
 */
export class SessionStorageTabIdentity implements TabIdentity {
  private current: string;
  private channel: BroadcastChannel | null = null;

  constructor(private readonly storage: Storage | null = sessionStorageOrNull()) {
    this.current = this.read() ?? this.write(newId());
  }

  id(): string {
    return this.current;
  }

  /** Listens for duplicates (a tab opened as a copy of this one, or this one as a copy). */
  start(): void {
    if (typeof BroadcastChannel === 'undefined' || this.channel) return;
    this.channel = new BroadcastChannel(CHANNEL);
    this.channel.onmessage = (event: MessageEvent<Message>) => {
      const message = event.data;
      if (message.id !== this.current) return;
      if (message.kind === 'hello') this.channel?.postMessage({ kind: 'taken', id: message.id } satisfies Message);
      else this.current = this.write(newId());
    };
    this.channel.postMessage({ kind: 'hello', id: this.current } satisfies Message);
  }

  private read(): string | null {
    try {
      return this.storage?.getItem(TAB_ID_KEY) ?? null;
    } catch {
      return null;
    }
  }

  private write(id: string): string {
    try {
      this.storage?.setItem(TAB_ID_KEY, id);
    } catch {
      // Not kept: this page load is a tab of its own.
    }
    return id;
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
