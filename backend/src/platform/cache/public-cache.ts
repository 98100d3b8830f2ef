/** An entity class or its name: what a cached value was read from. */
export type CacheSource = string | { name: string };

export interface PublicCacheOptions {
  /** How long a value may be served; 0 turns the cache off. */
  ttlMs: number;
  /** The oldest values are dropped beyond this many. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  expiresAt: number;
  sources: readonly string[];
  /** Ends at a time the value named (`until`), sooner than the lifetime. */
  scheduled: boolean;
}

/** Told the entities of a write that dropped values read from them. */
export type InvalidationListener = (names: ReadonlySet<string>) => void;

interface Loading {
  promise: Promise<unknown>;
  versions: readonly number[];
}

const nameOf = (source: CacheSource) => (typeof source === 'string' ? source : source.name);

/**
 * The in-process cache of what the public site reads (services, projects, testimonials, blog).
 * Each value names the entities it was read from; a write to one of them drops every value read
 * from it (see PublicCacheInvalidator; other instances' writes arrive through PublicCacheBroadcast
 * when REDIS_URL is set), and a short lifetime bounds how long writes go unseen that neither
 * reaches (raw SQL, or while Redis is away).
 *
 * Concurrent misses of a key share one load. A load that overlaps a write to one of its sources
 * is answered but not kept, so a value read before a write never outlives it. Empty results
 * (`null`, `undefined`) are not kept: unknown ids cannot fill the cache.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** The key each kept value is kept under, so an answer can tell where it came from. */
  private readonly keys = new WeakMap<object, string>();
  private readonly loading = new Map<string, Loading>();
  /** Bumped by every write to an entity, so loads can tell whether they overlapped one. */
  private readonly versions = new Map<string, number>();
  /** Every entity a value was ever read from: the writes that concern the listeners. */
  private readonly sourceNames = new Set<string>();
  private readonly listeners: InvalidationListener[] = [];
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: PublicCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The value kept for `key`, or the result of `load()` (kept when it has one). `until`, asked once
   * the load is done, may end the value's life sooner than the lifetime: when it changes by itself
   * at a known time (a scheduled post going public). A time not in the future answers the value
   * without keeping it.
   */
  async read<T>(
    key: string,
    sources: CacheSource[],
    load: () => Promise<T>,
    until?: () => number | null,
  ): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const names = sources.map(nameOf);
    for (const name of names) this.sourceNames.add(name);
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value as T;
    if (entry) this.entries.delete(key);

    const versions = names.map((name) => this.versions.get(name) ?? 0);
    const current = this.loading.get(key);
    if (current && sameVersions(current.versions, versions)) return current.promise as Promise<T>;

    const promise = load().then((value) => {
      const unchanged = names.every((name, i) => (this.versions.get(name) ?? 0) === versions[i]);
      if (unchanged && value !== null && value !== undefined) {
        const deadline = until?.() ?? null;
        if (deadline === null || deadline > this.now()) this.keep(key, value, names, deadline);
      }
      return value;
    });
    const loading = { promise, versions };
    this.loading.set(key, loading);
    const done = () => {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    };
    promise.then(done, done);
    return promise;
  }

  /** The value kept for `key` now, if it has not expired or been dropped; never loads. */
  current(key: string): unknown {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry.value : undefined;
  }

  /** The key under which this object was last kept (it may have been dropped since). */
  keyOf(value: unknown): string | undefined {
    return typeof value === 'object' && value !== null ? this.keys.get(value) : undefined;
  }

  /**
   * The soonest time a kept value ends because it said so (`until`), or null: what is built from
   * these values (a rendered page) must not outlive them.
   */
  nextDeadline(): number | null {
    let soonest: number | null = null;
    for (const entry of this.entries.values()) {
      if (entry.scheduled && (soonest === null || entry.expiresAt < soonest))
        soonest = entry.expiresAt;
    }
    return soonest;
  }

  /** Drops every value read from any of these entities. */
  invalidate(sources: Iterable<CacheSource>): void {
    const names = new Set([...sources].map(nameOf));
    if (names.size === 0) return;
    for (const name of names) this.versions.set(name, (this.versions.get(name) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.sources.some((name) => names.has(name))) this.entries.delete(key);
    }
    const read = new Set([...names].filter((name) => this.sourceNames.has(name)));
    if (read.size > 0) for (const listener of this.listeners) listener(read);
  }

  /**
   * Calls `listener` after every write to an entity any value was read from, whether or not a
   * value read from it is kept now: for caches of what is built from these values.
   */
  onInvalidate(listener: InvalidationListener): void {
    this.listeners.push(listener);
  }

  clear(): void {
    this.entries.clear();
  }

  private keep(
    key: string,
    value: unknown,
    sources: readonly string[],
    until: number | null,
  ): void {
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    const lifetimeEnd = this.now() + this.ttlMs;
    const scheduled = until !== null && until < lifetimeEnd;
    const expiresAt = scheduled ? until : lifetimeEnd;
    this.entries.set(key, { value, expiresAt, sources, scheduled });
    if (typeof value === 'object' && value !== null) this.keys.set(value, key);
  }
}

const sameVersions = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((version, i) => version === b[i]);
