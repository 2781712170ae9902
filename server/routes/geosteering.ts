/**
 * Geosteering (spec 7.7; routes drilling.geosteering, completions.geosteering, widget Geosteering):
 * the well's actual trajectory against its formation tops and the target zone the plan lands in,
 * the bit's distance to the zone's top and base, and the gamma ray track. Needs the well's
 * VIEW_SURVEY; the rig data (hole depth, gamma log) is read only with VIEW_LOGS as well, else the
 * answer says what it left out. Read only: nothing to audit.
 */
import { z } from 'zod';
import { objectPermissions } from '../auth/object-access';
import { readGeosteering } from '../geosteering/geosteering-read';
import { well } from '../lib/access';
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

export const geosteeringRoutes = [geosteering];
