/**
 * One survey import must not take the server's memory (issue 11: a 28 MB CSV grew RSS by 2.7 GB
 * that never came back). The file is refused past 5,000 stations after a read in a worker thread;
 * what the read took is given back when the worker ends. Measured on this process, which holds the
 * server: the growth at the peak of three such imports, and what is left two seconds later.
 */
import { expect, it } from 'vitest';
import { ADMIN, useTestServer } from './support/test-server';

const t = useTestServer('pglite');

/** An MWD export of `rows` stations with a comment column: 360,000 rows are 28 MB. */
function surveyCsv(rows: number): string {
  const parts = ['md_m,inc_deg,azi_deg,comment\n'];
  for (let i = 0; i < rows; i++)
    parts.push(`${(i * 0.1).toFixed(2)},${(i % 90) / 2},${i % 360},MWD survey station from the rig data aggregator run 0001 pass 01\n`);
  return parts.join('');
}

it('three 28 MB survey files are refused without keeping the memory their reading took', { timeout: 300_000 }, async () => {
  const token = await t.login(ADMIN.email, ADMIN.password);
  const wellId = (await t.call('GET', '/api/wells?limit=100', { token })).body.data[0].id as string;
  const csv = surveyCsv(360_000);
  expect(csv.length).toBeGreaterThan(28e6);
  const body = { file_name: 'mwd.csv', content_base64: Buffer.from(csv).toString('base64') };
  const mb = () => process.memoryUsage().rss / 2 ** 20;
  const beforeMb = mb();
  let peakMb = beforeMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, mb())), 20);
  const answers: { status: number; message: string }[] = [];
  try {
    for (let k = 0; k < 3; k++) {
      const r = await t.call('POST', `/api/wells/${wellId}/surveys/import/preview`, { token, body });
      answers.push({ status: r.status, message: r.body.message });
    }
    await new Promise((r) => setTimeout(r, 2_000));
  } finally {
    clearInterval(sampler);
  }
  const leftMb = mb() - beforeMb;
  console.log(
    `three 28 MB survey files: RSS ${beforeMb.toFixed(0)} MB before, +${(peakMb - beforeMb).toFixed(0)} MB at the peak, +${leftMb.toFixed(0)} MB two seconds after`,
  );
  expect(peakMb - beforeMb).toBeLessThan(1_000);
  // Before the fix (read on the main thread, unbounded): +599 MB at the peak, +487 MB left; after: about +380 and +95.
  expect(leftMb).toBeLessThan(250);
  for (const a of answers) expect(a).toEqual({ status: 400, message: 'mwd.csv: 360,000 survey stations: at most 5,000 per import (split the file)' });
});
