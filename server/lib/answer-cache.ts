/**
 * Finished answers kept as their JSON bytes, each under a key and the version of the data it was
 * computed from: a lookup with another version misses. Concurrent requests for the same key and
 * version wait for one computation (a wall of tiles, or 200 clients, asking for the same window at
 * once). Least recently used answers go first once `maxBytes` is held. Failures are not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { version: string; body: Buffer }>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  get heldBytes(): number {
    return this.bytes;
  }

  async get(key: string, version: string, compute: () => Promise<unknown>): Promise<Buffer> {
    const held = this.entries.get(key);
    if (held && held.version === version) {
      this.hits++;
      this.entries.delete(key);
      this.entries.set(key, held);
      return held.body;
    }
    const id = `${version}\u0000${key}`;
    const running = this.pending.get(id);
    if (running) {
      this.hits++;
      return running;
    }
    this.misses++;
    const p = compute().then((answer) => {
      const body = Buffer.from(JSON.stringify(answer));
      this.store(key, version, body);
      return body;
    });
    this.pending.set(id, p);
    try {
      return await p;
    } finally {
      this.pending.delete(id);
    }
  }

  private store(key: string, version: string, body: Buffer): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    if (body.length > this.maxBytes) return;
    this.entries.set(key, { version, body });
    this.bytes += body.length;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.body.length;
    }
  }
}
