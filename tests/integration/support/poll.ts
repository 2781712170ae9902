const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` every 50 ms until `done` holds; answers the last value read. */
export async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms: number, what: string): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() - t0 > ms) throw new Error(`timed out after ${ms} ms: ${what} (last: ${JSON.stringify(v).slice(0, 400)})`);
    await sleep(50);
  }
}
