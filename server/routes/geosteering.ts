/**
 * Geosteering (spec 7.7; routes drilling.geosteering, completions.geosteering, widget Geosteering):
 * the well's actual trajectory against its formation tops and the target zone the plan lands in,
 * the bit's distance to the zone's top and base, and the gamma ray track. Needs the well's
 * VIEW_SURVEY; the rig data (hole depth, gamma log) is read only with VIEW_LOGS as well, else the
 * answer says what it left out. The geologist's interpretation (formation top and bottom picks
 * against MD) and the target line with its window are read with VIEW_SURVEY and replaced whole with
 * EDIT_SURVEY (audited with the lists before and after).
 */
import { z } from 'zod';
import { interpretationBody, type InterpretationInput } from '../../src/domain/directional/geosteering-interpretation';
import { auditChange } from '../audit/changes';
import { objectPermissions } from '../auth/object-access';
import { readGeosteering } from '../geosteering/geosteering-read';
import { readInterpretation, replaceInterpretation } from '../geosteering/interpretation-store';
import { well } from '../lib/access';
import { audit } from '../lib/audit';
import { defineRoute } from '../lib/route';
import { idParams, queryInt } from '../lib/schemas';

const query = z.object({ buckets: queryInt(50, 5000).optional() }).strict();

const geosteering = defineRoute({
  method: 'GET',
  url: '/wells/:id/geosteering',
  summary:
    'Geosteering view: surveyed trajectory (MD, TVD, vertical section) and the definitive plan as target line, formation tops with the target zone, the bit projected from the last survey to the hole depth with its TVD distance to the zone top and base, and a gamma ray track (`buckets` depth buckets, default 800)',
  tags: ['directional'],
  access: well('VIEW_SURVEY'),
  params: idParams,
  query,
  async handler({ params, query, db, user, services }) {
    const { permissions } = await objectPermissions(db, user, 'WELL', params.id);
    return { data: await readGeosteering(db, services.logs.store, params.id, query.buckets ?? 800, permissions.includes('VIEW_LOGS')) };
  },
});

const getInterpretation = defineRoute({
  method: 'GET',
  url: '/wells/:id/geosteering/interpretation',
  summary:
    'The geosteering interpretation: formation top and bottom TVD picks against MD (interpretation_points) and the target line with its window above and below (target_line_points)',
  tags: ['directional'],
  access: well('VIEW_SURVEY'),
  params: idParams,
  async handler({ params, db }) {
    return { data: await readInterpretation(db, params.id) };
  },
});

const putInterpretation = defineRoute({
  method: 'PUT',
  url: '/wells/:id/geosteering/interpretation',
  summary: 'Replace the geosteering interpretation and target line (EDIT_SURVEY): MDs strictly increasing, each bottom below its top; 400 naming the point',
  tags: ['directional'],
  access: well('EDIT_SURVEY'),
  params: idParams,
  body: interpretationBody,
  async handler({ params, body, db, user }) {
    const next = body as InterpretationInput;
    await db.transaction(async (tx) => {
      const before = await readInterpretation(tx, params.id);
      await replaceInterpretation(tx, params.id, next);
      await audit(tx, user.id, 'geosteering.interpretation.update', { type: 'wells', id: params.id }, auditChange(before, next));
    });
    return { data: await readInterpretation(db, params.id) };
  },
});

export const geosteeringRoutes = [geosteering, getInterpretation, putInterpretation];
