/**
 * Demo file drive (issue 18): every demo well with surveys gets its survey listing as a CSV in
 * Surveys, and its well header as a text file in Other; a well with frac stages gets its stage
 * summary as a CSV in Completions. The files are made from the demo's own records, so a download
 * shows the same numbers as the panes.
 */
import { storeDriveFile } from '../files/drive-files';
import { driveBlobs } from '../files/drive-store';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

const csv = (rows: readonly (readonly unknown[])[]) => Buffer.from(rows.map((r) => r.join(',')).join('\n') + '\n');

export const filesStep: SeedStep = {
  id: '019-files',
  async run({ db, config, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) throw new Error('the file drive demo step needs the demo organisation (001-org) first');
    const owner = keys.users.engineer ?? null;
    const wells = await db.query<{ id: string; name: string }>('select id, name from wells order by name');
    const blobs = driveBlobs(config);
    let n = 0;
    for (const w of wells.rows) {
      const put = async (folderId: string, name: string, contentType: string, bytes: Buffer) => {
        if (await storeDriveFile(db, blobs, { wellId: w.id, folderId, name, contentType, bytes, userId: owner })) n++;
      };
      const stations = await db.query<{ md_m: number; inc_deg: number; azi_deg: number }>(
        'select md_m, inc_deg, azi_deg from survey_stations where well_id = $1 order by md_m',
        [w.id],
      );
      if (stations.rows.length) {
        const rows = stations.rows.map((s) => [Number(s.md_m).toFixed(2), Number(s.inc_deg).toFixed(2), Number(s.azi_deg).toFixed(2)]);
        await put('surveys', `${w.name} survey listing.csv`, 'text/csv', csv([['MD (m)', 'Inc (deg)', 'Azi (deg)'], ...rows]));
        await put(
          'other',
          `${w.name} well header.txt`,
          'text/plain',
          Buffer.from(`Well: ${w.name}\nSurvey stations: ${rows.length}\nDeepest station MD: ${rows.at(-1)![0]} m\n`),
        );
      }
      const stages = await db.query<{ stage_no: number; top_md_m: number; bottom_md_m: number; proppant_kg: number; clean_m3: number }>(
        'select stage_no, top_md_m, bottom_md_m, proppant_kg, clean_m3 from frac_stages where well_id = $1 order by stage_no',
        [w.id],
      );
      if (stages.rows.length) {
        const rows = stages.rows.map((s) => [
          s.stage_no,
          Number(s.top_md_m).toFixed(1),
          Number(s.bottom_md_m).toFixed(1),
          Math.round(Number(s.proppant_kg)),
          Number(s.clean_m3).toFixed(1),
        ]);
        await put(
          'completions',
          `${w.name} frac stage summary.csv`,
          'text/csv',
          csv([['Stage', 'Top MD (m)', 'Bottom MD (m)', 'Proppant (kg)', 'Clean fluid (m3)'], ...rows]),
        );
      }
    }
    log(`file drive: ${n} demo files`);
  },
};
