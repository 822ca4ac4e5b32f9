/** A few tabs share one stream per browser; these leave room for several browsers and devices. */
export const STREAMS_PER_SESSION = 4;
export const STREAMS_PER_USER = 12;

export interface StreamSlot {
  release(): void;
}

/** Counts open streams per session, per user and in all, and refuses one past any cap. */
export class StreamSlots {
  private total = 0;
  private readonly bySession = new Map<number, number>();
  private readonly byUser = new Map<number, number>();

  constructor(private readonly max: number) {}

  get open(): number {
    return this.total;
  }

  /** A slot, or which cap refuses it: the account's own or the server's. */
  take(owner: { userId: number; sessionId: number }): StreamSlot | 'account' | 'server' {
    const session = this.bySession.get(owner.sessionId) ?? 0;
    const user = this.byUser.get(owner.userId) ?? 0;
    if (session >= STREAMS_PER_SESSION || user >= STREAMS_PER_USER) return 'account';
    if (this.total >= this.max) return 'server';
    this.total++;
    this.bySession.set(owner.sessionId, session + 1);
    this.byUser.set(owner.userId, user + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        decrement(this.bySession, owner.sessionId);
        decrement(this.byUser, owner.userId);
      },
    };
  }
}

function decrement(counts: Map<number, number>, key: number): void {
  const left = (counts.get(key) ?? 0) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
