/**
 * Drilling programs across a project, and the kept versions of a program (spec 7.8 drill_prog under
 * projects; issue 16).
 *
 *   GET /projects/{id}/drill_prog                                  the programs of the project's wells whose designs you may view (VIEW_DESIGN per well), with totals (project visible)
 *   GET /wells/{id}/drill_prog/{programId}/versions                 the versions kept on every change, newest first, and the current one (VIEW_DESIGN)
 *   GET /wells/{id}/drill_prog/{programId}/versions/{version}       an old version composed as the program pane shows it (VIEW_DESIGN)
 *
 * An old version is composed with the well's data of today (design sections, casing, BHAs, mud, AFE):
 * what the program itself held then (name, status, design, ranges, notes) is the version's.
 */
import { z } from 'zod';
import { objectPermissions } from '../../auth/object-access';
import { composedProgram, programSummary, readProgram, type ProgramRow } from '../../engineering/drilling-programs';
import { project, wellVisibleSql, well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { idParams, uuid } from '../../lib/schemas';

const tags = ['engineering'];
const programParams = z.object({ id: uuid, programId: uuid }).strict();
const versionParams = programParams
  .extend({ version: z.coerce.number({ message: 'must be a version number' }).int('must be a whole number').min(1, 'must be at least 1').max(1_000_000) })
  .strict();

const projectPrograms = defineRoute({
  method: 'GET',
  url: '/projects/:id/drill_prog',
  summary:
    "The drilling programs of the project's wells whose designs you may view (VIEW_DESIGN): well, status, version, author, design and the planned TD, days and cost",
  tags,
  access: project(),
  params: idParams,
  async handler({ params, db, user }) {
    const { rows } = await db.query<{ id: string; well_id: string; well_name: string }>(
      `select p.id, p.well_id, w.name as well_name from drilling_programs p join wells w on w.id = p.well_id
        where w.project_id = $1 and ($2 or ${wellVisibleSql('w', '$3')}) order by w.name, p.updated_at desc`,
      [params.id, user.isAdmin, user.id],
    );
    const data = [];
    const mayView = new Map<string, boolean>();
    for (const r of rows) {
      // A program is the well's design: a well seen without VIEW_DESIGN keeps its programs to itself.
      if (!user.isAdmin && !mayView.has(r.well_id))
        mayView.set(r.well_id, (await objectPermissions(db, user, 'WELL', r.well_id)).permissions.includes('VIEW_DESIGN'));
      if (!user.isAdmin && !mayView.get(r.well_id)) continue;
      data.push({ well_name: r.well_name, ...(await programSummary(db, await readProgram(db, r.well_id, r.id))) });
    }
    return { data };
  },
});

const versions = defineRoute({
  method: 'GET',
  url: '/wells/:id/drill_prog/:programId/versions',
  summary: 'The versions of a program, newest first: the current one and each kept on a change (name, status, who saved it and when)',
  tags,
  access: well('VIEW_DESIGN'),
  params: programParams,
  async handler({ params, db }) {
    const p = await readProgram(db, params.id, params.programId);
    const { rows } = await db.query<{ version: number; snapshot: ProgramRow; saved_at: string; saved_by_name: string | null }>(
      `select v.version, v.snapshot, v.saved_at, u.name as saved_by_name from drilling_program_versions v left join users u on u.id = v.saved_by
        where v.program_id = $1 order by v.version desc`,
      [p.id],
    );
    return {
      data: [
        { version: p.version, current: true, name: p.name, status: p.status, saved_at: p.updated_at, saved_by_name: null },
        ...rows.map((r) => ({
          version: r.version,
          current: false,
          name: r.snapshot.name,
          status: r.snapshot.status,
          saved_at: r.saved_at,
          saved_by_name: r.saved_by_name,
        })),
      ],
    };
  },
});

const oneVersion = defineRoute({
  method: 'GET',
  url: '/wells/:id/drill_prog/:programId/versions/:version',
  summary: 'An old version of a program as it was saved (its ranges, design, status and notes), composed with the well’s data',
  tags,
  access: well('VIEW_DESIGN'),
  params: versionParams,
  async handler({ params, db }) {
    const p = await readProgram(db, params.id, params.programId);
    if (params.version === p.version) return { data: { ...(await composedProgram(db, p)), current: true } };
    const { rows } = await db.query<{ snapshot: Partial<ProgramRow> }>(
      'select snapshot from drilling_program_versions where program_id = $1 and version = $2',
      [p.id, params.version],
    );
    if (!rows[0]) throw new HttpError(404, `params.version: ${p.name} has no version ${params.version} (current ${p.version})`, { field: 'params.version' });
    return { data: { ...(await composedProgram(db, { ...p, ...rows[0].snapshot, id: p.id, well_id: p.well_id, version: params.version })), current: false } };
  },
});

export const drillingProgramVersionRoutes = [projectPrograms, versions, oneVersion];
