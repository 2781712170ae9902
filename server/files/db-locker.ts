/**
 * A tus locker every instance shares, kept in the database (drive_upload_locks): tus's own
 * MemoryLocker only sees its process, and with the drive on S3 the next PATCH of an upload may
 * reach another instance while the first still holds the upload (a dropped connection it has not
 * noticed yet). As MemoryLocker does, a request that finds the upload locked asks the holder to
 * release it (the holder ends its request) and waits; a holder renews its lease while it works, so
 * the lock of an instance that died expires.
 */
import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Queryable } from '../db/db';

export interface DbLockerOptions {
  /** How long a lock lasts without renewal, s. */
  leaseS: number;
  /** How often a waiter tries again and a holder renews and looks for release requests, ms. */
  pollMs: number;
  /** How long a request waits for a lock before tus answers it with a lock timeout, ms. */
  acquireTimeoutMs: number;
}

const DEFAULTS: DbLockerOptions = { leaseS: 30, pollMs: 200, acquireTimeoutMs: 30_000 };

export class DbLocker implements Locker {
  private readonly opts: DbLockerOptions;
  constructor(
    private readonly db: Queryable,
    opts: Partial<DbLockerOptions> = {},
  ) {
    this.opts = { ...DEFAULTS, ...opts };
  }
  newLock(id: string): Lock {
    return new DbLock(this.db, id, this.opts);
  }
}

class DbLock implements Lock {
  private readonly holder = randomUUID();
  private renew: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly id: string,
    private readonly opts: DbLockerOptions,
  ) {}

  async lock(stop: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.opts.acquireTimeoutMs;
    for (;;) {
      if (await this.take()) break;
      // Held by another request (here or on another instance): ask it to let go, then try again.
      await this.db.query('update drive_upload_locks set release_requested = true where upload_id = $1', [this.id]);
      if (stop.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await new Promise((r) => setTimeout(r, this.opts.pollMs));
    }
    let asked = false;
    this.renew = setInterval(() => {
      void this.db
        .query<{ release_requested: boolean }>(
          `update drive_upload_locks set expires_at = now() + make_interval(secs => $3) where upload_id = $1 and holder = $2 returning release_requested`,
          [this.id, this.holder, this.opts.leaseS],
        )
        .then(async ({ rows }) => {
          if (rows[0]?.release_requested && !asked) {
            asked = true;
            await requestRelease();
          }
        })
        .catch(() => {});
    }, this.opts.pollMs);
  }

  async unlock(): Promise<void> {
    if (this.renew) clearInterval(this.renew);
    this.renew = null;
    await this.db.query('delete from drive_upload_locks where upload_id = $1 and holder = $2', [this.id, this.holder]);
  }

  /** Takes the lock when it is free or its lease ran out. */
  private async take(): Promise<boolean> {
    const { rows } = await this.db.query<{ holder: string }>(
      `insert into drive_upload_locks (upload_id, holder, expires_at) values ($1, $2, now() + make_interval(secs => $3))
       on conflict (upload_id) do update set holder = excluded.holder, expires_at = excluded.expires_at, release_requested = false
         where drive_upload_locks.expires_at < now()
       returning holder`,
      [this.id, this.holder, this.opts.leaseS],
    );
    return rows[0]?.holder === this.holder;
  }
}
