/**
 * Survey import (CSV, WITSML 1.4.1.1/2.0 trajectory, LAS 3.0 inclinometry): a preview that stores
 * nothing, then a commit that replaces or appends; and the CSV export of the survey or a plan.
 * Files travel as JSON { file_name, content_base64 }.
 */
import { z } from 'zod';
import { MAX_FILE_NAME_LENGTH } from '../../../src/domain/constants/limits';
import { wellTrajectories } from '../../directional/directional-cache';
import { bumpRevision } from '../../directional/revision';
import { apiStations } from '../../directional/station-view';
import { notifySurveyChange } from '../../directional/survey-append';
import { readSurveyOffThread } from '../../directional/survey-read-off-thread';
import { insertStations } from '../../directional/survey-stations';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { uuid } from '../../lib/schemas';
import { directionalRoute, requireWellPermission, tags, wellParams } from './route-helpers';

/** 64 MB of base64 is ~48 MB of survey: far beyond any trajectory file, below the body limit. */
const fileFields = {
  file_name: z.string().trim().min(1, 'This field could not be empty').max(MAX_FILE_NAME_LENGTH),
  content_base64: z
    .string()
    .min(1, 'the file is empty')
    .max(64 * 1024 * 1024),
  /** replace: the file becomes the survey; append: its stations go below the last one. */
  mode: z.enum(['replace', 'append']).default('replace'),
};

const previewBody = z.object(fileFields).strict();
const commitBody = z
  .object({
    ...fileFields,
    /** When the file's first station has a position, make it the well's tie-in (replace mode). */
    use_file_tie_in: z.boolean().default(true),
  })
  .strict();

async function lastSurveyMd(db: Parameters<typeof wellTrajectories>[0], wellId: string): Promise<number | null> {
  const { rows } = await db.query<{ md: number | null }>('select max(md_m) as md from survey_stations where well_id = $1', [wellId]);
  return rows[0]?.md === null || rows[0]?.md === undefined ? null : Number(rows[0].md);
}

const preview = directionalRoute({
  method: 'POST',
  url: '/wells/:id/surveys/import/preview',
  summary: 'Read a survey file and show its stations with computed positions and every problem by row or line; nothing is stored',
  tags,
  access: well('EDIT_SURVEY'),
  params: wellParams,
  body: previewBody,
  async handler({ params, body, db }) {
    const w = await wellTrajectories(db, params.id);
    const appendAfterMdM = body.mode === 'append' ? await lastSurveyMd(db, params.id) : null;
    const { preview } = await readSurveyOffThread({
      fileName: body.file_name,
      contentBase64: body.content_base64,
      settings: w.settings,
      appendAfterMdM,
      withPreview: true,
    });
    return { data: { ...preview!, mode: body.mode } };
  },
});

const commit = directionalRoute({
  method: 'POST',
  url: '/wells/:id/surveys/import/commit',
  summary: 'Import a survey file: replace the survey or append below it (the same checks as the preview)',
  tags,
  access: well('EDIT_SURVEY'),
  params: wellParams,
  body: commitBody,
  async handler({ params, body, db, user, services }) {
    const w = await wellTrajectories(db, params.id);
    const append = body.mode === 'append';
    const appendAfterMdM = append ? await lastSurveyMd(db, params.id) : null;
    const { read } = await readSurveyOffThread({
      fileName: body.file_name,
      contentBase64: body.content_base64,
      settings: w.settings,
      appendAfterMdM,
      withPreview: false,
    });
    if (read.errors.length > 0) {
      const e = read.errors[0];
      throw new HttpError(400, `${body.file_name}: ${e.message}${read.errors.length > 1 ? ` (and ${read.errors.length - 1} more)` : ''}`, {
        errors: read.errors,
      });
    }
    const tieIn = !append && body.use_file_tie_in ? read.tieIn : null;
    const count = await db.transaction(async (tx) => {
      await bumpRevision(tx, params.id);
      if (tieIn) {
        await tx.query(
          `update well_survey_settings set tie_in_md_m = $2, tie_in_inc_deg = $3, tie_in_azi_deg = $4, tie_in_tvd_m = $5, tie_in_north_m = $6, tie_in_east_m = $7 where well_id = $1`,
          [params.id, tieIn.mdM, tieIn.incDeg, tieIn.aziDeg, tieIn.tvdM, tieIn.northM, tieIn.eastM],
        );
      }
      if (!append) await tx.query('delete from survey_stations where well_id = $1', [params.id]);
      const ids = await insertStations(
        tx,
        params.id,
        read.stations.map((s, i) => ({
          md: s.mdM,
          inc: s.incDeg,
          az: s.aziDeg,
          surveyed_at: read.raw[i].timeMs === undefined ? null : Math.floor(read.raw[i].timeMs! / 1000),
        })),
        'import',
      );
      await audit(tx, user.id, 'survey_stations.import', { type: 'wells', id: params.id }, { file_name: body.file_name, mode: body.mode, count: ids.length });
      return ids.length;
    });
    await notifySurveyChange(db, services, params.id, 'FACT', read.stations[0]?.mdM);
    return {
      data: { imported: count, mode: body.mode, tie_in_updated: tieIn !== null, warnings: read.warnings },
      message: `${count} survey stations imported from ${body.file_name}`,
    };
  },
});

const CSV_COLUMNS = [
  ['md_m', 'md'],
  ['inc_deg', 'inc'],
  ['azi_deg', 'az'],
  ['tvd_m', 'tvd'],
  ['ns_m', 'ns_from_ref'],
  ['ew_m', 'ew_from_ref'],
  ['vsec_m', 'vsec'],
  ['dls_deg_per_30m', 'dls'],
  ['build_deg_per_30m', 'build'],
  ['turn_deg_per_30m', 'turn'],
  ['tf_deg', 'tf'],
  ['tf_type', 'tf_type'],
  ['diff_pressure_mpa', 'diff_pressure'],
  ['gamma_gapi', 'gamma'],
  ['wob_t', 'wob'],
  ['rpm', 'rpm'],
  ['slide_seen_m', 'slide_seen'],
  ['motor_yield_deg_per_30m', 'motor_yield'],
] as const;

const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(+v.toFixed(6)) : String(v));

const exportCsv = directionalRoute({
  method: 'GET',
  url: '/wells/:id/surveys/export',
  summary: 'The survey (FACT) or a plan (PLAN) as CSV: metres, degrees, °/30 m, sensor columns in their API units',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  query: z.object({ type: z.enum(['FACT', 'PLAN']).default('FACT'), plan_id: uuid.optional() }).strict(),
  async handler({ params, query, db, user, reply }) {
    if (query.type === 'PLAN') await requireWellPermission(db, user, params.id, 'VIEW_PLAN');
    const w = await wellTrajectories(db, params.id);
    const plan = query.type === 'PLAN' ? (query.plan_id ? w.plan(query.plan_id) : w.definitivePlan) : null;
    if (query.type === 'PLAN' && !plan) throw new HttpError(404, 'This well has no definitive plan: give plan_id');
    const stations = plan ? apiStations(w.planTrajectory(plan.id), w.settings) : apiStations(w.fact(), w.settings, w.stationRecords);
    const lines = [CSV_COLUMNS.map(([h]) => h).join(','), ...stations.map((s) => CSV_COLUMNS.map(([, k]) => cell(s[k])).join(','))];
    const name = `${w.data.well.name} ${plan ? plan.name : 'survey'}`.replace(/[^A-Za-z0-9 ._-]+/g, '_');
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}.csv"`);
    return reply.send(`${lines.join('\n')}\n`);
  },
});

export const importExportRoutes = [preview, commit, exportCsv];
