/**
 * File drive uploads (issue 18): 1 GiB through the tus protocol over HTTP to the server in this
 * process, in 64 MiB PATCHes streamed from a generator (the client holds 1 MiB), the connection cut
 * at 50 % and the upload resumed from the offset the server reports (HEAD); tests/support/resumed-upload.ts,
 * which the 1 GiB test (tests/integration/file-drive-large.test.ts) also runs. Prints throughput and
 * the process RSS growth and peak while the server writes it (target: under 100 MB of growth), and
 * checks the stored file's sha256 against the bytes sent.
 */
import { resumedUpload } from '../tests/support/resumed-upload';
import { adminHeaders, withInProcessServer } from './in-process-server';

const TOTAL = 1024 ** 3;

export async function run(): Promise<Record<string, number | string>> {
  return withInProcessServer('drive', async (server) => {
    const base = server.url!;
    const h = await adminHeaders(base);
    const wells = (await (await fetch(`${base}/api/wells?limit=1`, { headers: h })).json()).data as { id: string }[];
    const r = await resumedUpload({
      base,
      authorization: h.authorization,
      wellId: wells[0].id,
      totalBytes: TOTAL,
      patchBytes: 64 * 1024 ** 2,
      name: 'bench 1 GiB.bin',
    });
    return {
      'upload 1 GiB, cut at 50 % and resumed (MB/s)': TOTAL / 1e6 / r.seconds,
      'cut PATCH from (MiB)': r.cutFromBytes / 1024 ** 2,
      'resumed from (MiB)': r.resumedAtBytes / 1024 ** 2,
      'process RSS growth during upload (MB)': r.rssGrowthBytes / 1e6,
      'process RSS peak (MB)': r.rssPeakBytes / 1e6,
      'target RSS growth (MB)': '< 100',
      'stored sha256 equals the bytes sent': r.storedSha256 === r.sentSha256 ? 'yes' : 'NO',
    };
  });
}
