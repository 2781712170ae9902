/**
 * Finished answers, each under a key and the version of the data it was computed from: a lookup
 * with another version misses. Concurrent requests for the same key and version wait for one
 * computation (a wall of tiles, or 200 clients, asking for the same window at once). Least recently
 * used answers go first once `maxBytes` is held (`bytesOf` tells what one holds). Failures are not kept.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: T; bytes: number }>();
  private readonly pending = new Map<string, Promise<T>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly bytesOf: (value: T) => number,
  ) {}

  get heldBytes(): number {
    return this.bytes;
  }

  async get(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const held = this.entries.get(key);
    if (held && held.version === version) {
      this.hits++;
      this.entries.delete(key);
      this.entries.set(key, held);
      return held.value;
    }
    const id = `${version}\u0000${key}`;
    const running = this.pending.get(id);
    if (running) {
      this.hits++;
      return running;
    }
    this.misses++;
    const p = compute().then((value) => {
      this.store(key, version, value);
      return value;
    });
    this.pending.set(id, p);
    try {
      return await p;
    } finally {
      this.pending.delete(id);
    }
  }

  private store(key: string, version: string, value: T): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    const bytes = this.bytesOf(value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { version, value, bytes });
    this.bytes += bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }
}

/** Finished answers kept as their JSON bytes, ready to send. */
export class AnswerCache extends VersionedCache<Buffer> {
  constructor(maxBytes: number) {
    super(maxBytes, (body) => body.length);
  }

  override get(key: string, version: string, compute: () => Promise<unknown>): Promise<Buffer> {
    return super.get(key, version, async () => Buffer.from(JSON.stringify(await compute())));
  }
}
