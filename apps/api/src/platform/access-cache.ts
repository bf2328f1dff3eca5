import type { RealtimeBus } from './realtime.ts';

/**
 * What a request needs before any work (its session and user, the business and the caller's role
 * in it, the plan that decides writes) kept in memory for a short while, so a sale does not
 * start with three or four reads (ADR 033).
 *
 * Every change to these is announced with `changed(...)` after it committed: the entries go at
 * once here and, through the event bus (LISTEN/NOTIFY on PostgreSQL), on every other instance, so
 * a revoked session, a removed manager, a deleted business or a new plan takes effect at once
 * everywhere. The TTL is only a safety net (a change made outside the app, a lost notification).
 * While the bus does not hear other instances, nothing is served from memory, and whatever was
 * kept is dropped when it hears them again (notifications in between are lost).
 */

export const ACCESS_CHANGED_EVENT = 'internal:access-changed';
export const ACCESS_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

/** What changed: these users (sessions, account, plan), these businesses, or everything. */
export interface AccessChange {
  users?: string[];
  businesses?: string[];
  all?: boolean;
}

interface Entry<V> {
  value: V;
  expires: number;
  /** The user an entry belongs to (a session's), so a change to the user drops it. */
  userId?: string;
}

class Store<V> {
  private readonly entries = new Map<string, Entry<V>>();

  get(key: string, now: number): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires > now) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, entry: Entry<V>): void {
    // Oldest first out: a Map keeps insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  deleteUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

export class AccessCache {
  /** By session id, tagged with its user. */
  private readonly sessions = new Store<unknown>();
  /** By user id: plans and accounts (a manager's sale reads the owner's plan). */
  private readonly users = new Store<unknown>();
  /** By business id. */
  private readonly businesses = new Store<unknown>();
  /** Bumped by every change: a read that started before it is not kept (it may be stale). */
  private epoch = 0;
  private busGeneration = -1;

  constructor(
    private readonly bus: RealtimeBus,
    private readonly clock: () => number = () => performance.now(),
    private readonly ttlMs = ACCESS_CACHE_TTL_MS,
  ) {
    bus.subscribe((event) => {
      if (event.type === ACCESS_CHANGED_EVENT) this.forget(event.payload as AccessChange);
    });
  }

  session<V>(sessionId: string, load: () => Promise<{ value: V; userId: string } | undefined>) {
    return this.read(this.sessions, sessionId, async () => {
      const found = await load();
      return found && { value: found.value, userId: found.userId };
    }) as Promise<V | undefined>;
  }

  /** `kind` names what is kept for the user ('plan', 'account'), one entry each. */
  user<V>(kind: string, userId: string, load: () => Promise<V | undefined>) {
    return this.read(this.users, `${kind}:${userId}`, async () => {
      const value = await load();
      return value === undefined ? undefined : { value, userId };
    }) as Promise<V | undefined>;
  }

  business<V>(businessId: string, load: () => Promise<V | undefined>) {
    return this.read(this.businesses, businessId, async () => {
      const value = await load();
      return value === undefined ? undefined : { value };
    }) as Promise<V | undefined>;
  }

  private async read(
    store: Store<unknown>,
    key: string,
    load: () => Promise<{ value: unknown; userId?: string } | undefined>,
  ): Promise<unknown> {
    if (!this.trusted()) return (await load())?.value;
    const now = this.clock();
    const hit = store.get(key, now);
    if (hit !== undefined) return hit;
    const epoch = this.epoch;
    const found = await load();
    if (found === undefined) return undefined;
    if (epoch === this.epoch && this.trusted()) {
      store.set(key, { value: found.value, userId: found.userId, expires: now + this.ttlMs });
    }
    return found.value;
  }

  /** Whether other instances' changes reach this one now; a reconnection starts afresh. */
  private trusted(): boolean {
    if (!this.bus.listening) {
      this.forget({ all: true });
      return false;
    }
    if (this.bus.generation !== this.busGeneration) {
      this.forget({ all: true });
      this.busGeneration = this.bus.generation;
    }
    return true;
  }

  /** Drops entries on this instance only (what the bus calls on every instance). */
  forget(change: AccessChange): void {
    this.epoch += 1;
    if (change.all) {
      this.sessions.clear();
      this.users.clear();
      this.businesses.clear();
      return;
    }
    for (const userId of change.users ?? []) {
      this.sessions.deleteUser(userId);
      this.users.deleteUser(userId);
    }
    for (const businessId of change.businesses ?? []) this.businesses.delete(businessId);
  }

  /**
   * After a change committed: forgotten here at once, then on every instance through the bus.
   * A bus that fails leaves the others to the TTL (logged, never failing the change itself).
   */
  async changed(change: AccessChange): Promise<void> {
    this.forget(change);
    try {
      await this.bus.publish({ audience: 'all', type: ACCESS_CHANGED_EVENT, payload: change });
    } catch {
      // The change is committed; other instances drop their copy within the TTL.
    }
  }
}
