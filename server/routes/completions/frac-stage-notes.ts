/**
 * Comments, recommendations and incidents of a frac stage or a frac group (spec 7.13: "comments,
 * recommendations and incidents for a frac group"): what the well's notes and journal troubles hold
 * over the stages' records, from the first stage's start to the last one's end. Written where every
 * note is written (wells/{id}/user_comments, recommendations; the journal's troubles), read here by
 * stage. Each kind only when the caller may view it on the well, ONLY_ME comments to their author
 * alone (note-store.ts). An unknown stage is a 404; a group ending before it starts a 400.
 */
import { z } from 'zod';
import type { NoteKind } from '../../../src/domain/notes/note-kinds';
import { objectPermissions } from '../../auth/object-access';
import { listStages } from '../../completions/frac-queries';
import { well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import { readAnnotations } from '../../notes/note-store';
import { NOTE_KIND_SPECS } from '../notes/well-notes';

const KINDS: readonly NoteKind[] = ['comment', 'recommendation'];
const stageNo = z.coerce.number({ error: 'must be a stage number' }).int('must be a whole stage number').min(1).max(500);

const stageNotes = defineRoute({
  method: 'GET',
  url: '/completions/:id/frac_stages/:stage/notes',
  summary:
    "Comments, recommendations and incidents of a frac stage, or of the group of stages from it to to_stage: the well's notes and troubles over the stages' records, each kind you may view",
  tags: ['completions'],
  access: well('VIEW_COMPLETION'),
  params: z.object({ id: uuid, stage: stageNo }).strict(),
  query: z.object({ to_stage: stageNo.optional() }).strict(),
  async handler({ params, query, db, user }) {
    const last = query.to_stage ?? params.stage;
    if (last < params.stage) throw new HttpError(400, `query.to_stage: the group ends before it starts (stage ${params.stage})`);
    const stages = (await listStages(db, params.id)).filter((s) => s.stage_no >= params.stage && s.stage_no <= last);
    for (const n of [params.stage, last]) if (!stages.some((s) => s.stage_no === n)) throw new HttpError(404, `Stage ${n} not found on this well`);
    const fromS = Math.min(...stages.map((s) => s.start_s!));
    const toS = Math.max(...stages.map((s) => s.end_s!));
    const { permissions } = await objectPermissions(db, user, 'WELL', params.id);
    const kinds = NOTE_KIND_SPECS.filter((s) => KINDS.includes(s.kind) && permissions.includes(s.view)).map((s) => s.kind);
    const all = await readAnnotations(db, params.id, user.id, kinds, permissions.includes('VIEW_INCIDENTS'), { fromS, toS });
    const of = (kind: string) => all.filter((a) => a.kind === kind);
    const incidents = permissions.includes('VIEW_INCIDENTS');
    return {
      data: {
        /** The kinds the caller may view: a pane shows these sections and no others (an empty list of a hidden kind means nothing). */
        kinds: [...kinds, ...(incidents ? ['incident' as const] : [])],
        stages: stages.map((s) => s.stage_no),
        from_s: fromS,
        to_s: toS,
        comments: of('comment'),
        recommendations: of('recommendation'),
        incidents: of('incident'),
      },
    };
  },
});

export const fracStageNoteRoutes = [stageNotes];
