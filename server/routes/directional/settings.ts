/** A well's survey settings: tie-in, section azimuth, north reference, magnetic field, error model, site/slot/datum. */
import { z } from 'zod';
import { ERROR_MODELS } from '../../../src/domain/directional/error-model/models';
import { wellTrajectories } from '../../directional/directional-cache';
import { bumpRevision } from '../../directional/revision';
import { notifySurveyChange } from '../../directional/survey-append';
import { SETTINGS_COLUMNS, serializeSettings, type SettingsColumn } from '../../directional/survey-settings';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { angleDeg, aziDeg, depthM, directionalRoute, incDeg, lengthM, tags, wellParams } from './route-helpers';

const errorModelIds = ERROR_MODELS.map((m) => m.id) as [string, ...string[]];

const settingsBody = z
  .object({
    tie_in_md: depthM,
    tie_in_inc: incDeg,
    tie_in_az: aziDeg,
    tie_in_tvd: depthM,
    tie_in_ns: lengthM,
    tie_in_ew: lengthM,
    vs_azimuth: aziDeg,
    vs_origin_ns: lengthM,
    vs_origin_ew: lengthM,
    north_reference: z.enum(['true', 'grid']),
    convergence: z.number().min(-10).max(10),
    declination: angleDeg,
    dip: z.number().min(-90).max(90),
    total_field_nt: z.number().min(20_000).max(70_000),
    gravity: z.number().min(9.7).max(9.9),
    error_model: z.enum(errorModelIds),
    hole_diameter_in: z.number().min(0).max(48),
    site_name: z.string().trim().max(200).nullable(),
    site_latitude: z.number().min(-90).max(90).nullable(),
    site_longitude: z.number().min(-180).max(180).nullable(),
    slot_name: z.string().trim().max(100).nullable(),
    slot_ns: lengthM,
    slot_ew: lengthM,
    datum_elevation: z.number().min(-12_000).max(9_000),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one setting to change' });

const columnOf = Object.fromEntries(Object.entries(SETTINGS_COLUMNS).map(([col, field]) => [field, col])) as Record<string, SettingsColumn>;

const read = directionalRoute({
  method: 'GET',
  url: '/wells/:id/surveys/settings',
  summary: 'Survey settings of the well, with the error models it may use',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  async handler({ params, db }) {
    const w = await wellTrajectories(db, params.id);
    return { data: serializeSettings(w.settings), error_models: ERROR_MODELS.map((m) => ({ id: m.id, name: m.name })) };
  },
});

const update = directionalRoute({
  method: 'PATCH',
  url: '/wells/:id/surveys/settings',
  summary: 'Change survey settings (only the given fields); the survey is recomputed from the new tie-in and north',
  tags,
  access: well('EDIT_SURVEY'),
  params: wellParams,
  body: settingsBody,
  async handler({ params, body, db, user, services }) {
    const entries = Object.entries(body).filter(([, v]) => v !== undefined);
    await db.transaction(async (tx) => {
      await bumpRevision(tx, params.id);
      await tx.query(
        `update well_survey_settings set ${entries.map(([k], i) => `${columnOf[k]} = $${i + 2}`).join(', ')}, updated_at = now() where well_id = $1`,
        [params.id, ...entries.map(([, v]) => v)],
      );
      if (body.tie_in_md !== undefined) {
        const { rows } = await tx.query<{ md_m: number }>('select md_m from survey_stations where well_id = $1 and md_m < $2 order by md_m limit 1', [
          params.id,
          body.tie_in_md,
        ]);
        if (rows[0]) throw new HttpError(400, `body.tie_in_md: a survey station lies above it (MD ${Number(rows[0].md_m)} m)`);
      }
      await audit(tx, user.id, 'survey_settings.update', { type: 'wells', id: params.id }, { fields: Object.keys(body) });
    });
    await notifySurveyChange(db, services, params.id, 'SETTINGS');
    return { data: serializeSettings((await wellTrajectories(db, params.id)).settings) };
  },
});

export const settingsRoutes = [read, update];
