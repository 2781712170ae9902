/**
 * GET wells/{id}/annotations (spec 3.6 annotation kinds, 7.11): what logs and charts mark at a time or
 * a depth, in one read: comments, recommendations, hazards, rig messages and troubles, each kind only
 * when the caller may view it on the well; BHA changes (runs in, bha-annotations.ts) with the
 * equipment's view permission.
 */
import type { NoteKind } from '../../../src/domain/notes/note-kinds';
import { objectPermissions } from '../../auth/object-access';
import { well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { bhaAnnotations } from '../../notes/bha-annotations';
import { readAnnotations } from '../../notes/note-store';
import { EQUIPMENT_VIEW } from '../equipment/assembly-writes';
import { rangeQuery, tags, wellParams } from './note-schemas';
import { NOTE_KIND_SPECS } from './well-notes';

const annotations = defineRoute({
  method: 'GET',
  url: '/wells/:id/annotations',
  summary:
    'Annotations of the well in a time range (from, to: epoch seconds) or a depth range (depth_from, depth_to: metres): comments, recommendations, hazards, rig messages, troubles and BHA changes you may view, each with kind, time, depth, title and text',
  tags,
  access: well('VIEW_WELL'),
  params: wellParams,
  query: rangeQuery,
  async handler({ params, query, db, user, services }) {
    const byTime = query.from !== undefined && query.to !== undefined;
    const byDepth = query.depth_from !== undefined && query.depth_to !== undefined;
    if (byTime === byDepth) throw new HttpError(400, 'query.from: give either a time range (from, to) or a depth range (depth_from, depth_to)');
    const { permissions } = await objectPermissions(db, user, 'WELL', params.id);
    const kinds: NoteKind[] = NOTE_KIND_SPECS.filter((s) => permissions.includes(s.view)).map((s) => s.kind);
    const range = byTime ? { fromS: query.from, toS: query.to } : { depthFromM: query.depth_from, depthToM: query.depth_to };
    const [notes, bha] = await Promise.all([
      readAnnotations(db, params.id, user.id, kinds, permissions.includes('VIEW_INCIDENTS'), range),
      permissions.includes(EQUIPMENT_VIEW) ? bhaAnnotations(db, services.logs.store, params.id, range) : [],
    ]);
    const key = (a: { time: number | null; depth_m: number | null }) => (byTime ? a.time : a.depth_m) ?? 0;
    return { data: [...notes, ...bha].sort((a, b) => key(a) - key(b)) };
  },
});

export const annotationRoutes = [annotations];
