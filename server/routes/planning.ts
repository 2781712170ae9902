/**
 * Well planning of a project (issue 20; app-shell guard VIEW_PROJECT_EDM): every well of the project
 * on one frame (well_trajectories), pad programs (the drilling order of the project's wells with
 * slots, rig, planned spud dates and durations) and the anti-collision across a program's wells.
 * Reads need VIEW_DRILLING_PROGRAM on the project, writes EDIT_DRILLING_PROGRAM, each besides the global VIEW_PROJECT_EDM
 * (administrators hold it). Every write is audited.
 */
import { z } from 'zod';
import { auditChange } from '../audit/changes';
import { project, wellVisibleSql } from '../lib/access';
import { audit } from '../lib/audit';
import { needEdm } from '../edm/edm-access';
import { defineRoute } from '../lib/route';
import { idParams, uuid } from '../lib/schemas';
import { padAntiCollision } from '../planning/pad-anti-collision';
import { auditView, checkPadProgram, listPadPrograms, padProgramBody, padProgramOf, writePadWells, type PadProgramInput } from '../planning/pad-store';
import { projectTrajectories } from '../planning/project-trajectories';

const tags = ['well planning'];
const programParams = z.object({ id: uuid, program_id: uuid }).strict();

const trajectories = defineRoute({
  method: 'GET',
  url: '/projects/:id/well_trajectories',
  summary:
    "Every well of the project you may see in one frame: surface location, site and slot, survey and definitive plan positions (m) with vertical section along the frame well's azimuth",
  tags,
  access: project('VIEW_DRILLING_PROGRAM'),
  params: idParams,
  async handler({ params, db, user }) {
    needEdm(user);
    const { rows } = await db.query<{ id: string }>(
      `select t.id from wells t where t.project_id = $1 and ($2 or ${wellVisibleSql('t', '$3')}) order by t.name`,
      [params.id, user.isAdmin, user.id],
    );
    const p = await db.query<{ name: string }>('select name from projects where id = $1', [params.id]);
    const data = await projectTrajectories(
      db,
      rows.map((r) => r.id),
    );
    return { data: { project_id: params.id, project_name: p.rows[0]?.name ?? '', ...data } };
  },
});

const list = defineRoute({
  method: 'GET',
  url: '/projects/:id/pad_programs',
  summary: "The project's pad programs: drilling order, slots, rig, planned spud dates and durations",
  tags,
  access: project('VIEW_DRILLING_PROGRAM'),
  params: idParams,
  async handler({ params, db, user }) {
    needEdm(user);
    return { data: await listPadPrograms(db, params.id) };
  },
});

const show = defineRoute({
  method: 'GET',
  url: '/projects/:id/pad_programs/:program_id',
  summary: 'One pad program with its wells in drilling order',
  tags,
  access: project('VIEW_DRILLING_PROGRAM'),
  params: programParams,
  async handler({ params, db, user }) {
    needEdm(user);
    return { data: await padProgramOf(db, params.id, params.program_id) };
  },
});

const create = defineRoute({
  method: 'POST',
  url: '/projects/:id/pad_programs',
  summary: 'Create a pad program (EDIT_DRILLING_PROGRAM): wells of the project in drilling order; 404 for an unknown well or rig, 409 when the name is taken',
  tags,
  access: project('EDIT_DRILLING_PROGRAM'),
  params: idParams,
  body: padProgramBody,
  async handler({ params, body, db, user, reply }) {
    needEdm(user);
    const b = body as PadProgramInput;
    await checkPadProgram(db, params.id, b, null);
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>('insert into pad_programs (project_id, name, rig_id, description) values ($1, $2, $3, $4) returning id', [
        params.id,
        b.name,
        b.rig_id ?? null,
        b.description ?? '',
      ]);
      await writePadWells(tx, rows[0].id, b);
      await audit(tx, user.id, 'pad_program.create', { type: 'pad_programs', id: rows[0].id }, { project_id: params.id, ...auditChange(null, auditView(b)) });
      return rows[0].id;
    });
    reply.code(201);
    return { data: await padProgramOf(db, params.id, id), message: 'Pad program created' };
  },
});

const update = defineRoute({
  method: 'PUT',
  url: '/projects/:id/pad_programs/:program_id',
  summary: "Replace a pad program's name, rig, description and drilling order (EDIT_DRILLING_PROGRAM); 409 when the name is taken",
  tags,
  access: project('EDIT_DRILLING_PROGRAM'),
  params: programParams,
  body: padProgramBody,
  async handler({ params, body, db, user }) {
    needEdm(user);
    const b = body as PadProgramInput;
    const before = await padProgramOf(db, params.id, params.program_id);
    await checkPadProgram(db, params.id, b, params.program_id);
    await db.transaction(async (tx) => {
      await tx.query('update pad_programs set name = $2, rig_id = $3, description = $4, updated_at = now() where id = $1', [
        params.program_id,
        b.name,
        b.rig_id === undefined ? before.rig_id : b.rig_id,
        b.description ?? before.description,
      ]);
      await writePadWells(tx, params.program_id, b);
      await audit(
        tx,
        user.id,
        'pad_program.update',
        { type: 'pad_programs', id: params.program_id },
        { project_id: params.id, ...auditChange(auditView(before), auditView({ ...b, rig_id: b.rig_id === undefined ? before.rig_id : b.rig_id })) },
      );
    });
    return { data: await padProgramOf(db, params.id, params.program_id), message: 'Pad program saved' };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/projects/:id/pad_programs/:program_id',
  summary: 'Delete a pad program (EDIT_DRILLING_PROGRAM); its wells, plans and surveys stay',
  tags,
  access: project('EDIT_DRILLING_PROGRAM'),
  params: programParams,
  async handler({ params, db, user }) {
    needEdm(user);
    const before = await padProgramOf(db, params.id, params.program_id);
    await db.transaction(async (tx) => {
      await tx.query('delete from pad_programs where id = $1', [params.program_id]);
      await audit(
        tx,
        user.id,
        'pad_program.delete',
        { type: 'pad_programs', id: params.program_id },
        { project_id: params.id, ...auditChange(auditView(before), null) },
      );
    });
    return { data: { id: params.program_id }, message: 'Pad program deleted' };
  },
});

const antiCollision = defineRoute({
  method: 'GET',
  url: '/projects/:id/pad_programs/:program_id/anti_collision',
  summary:
    "Anti-collision across the program's wells: separation-factor matrix (row = reference, column = offset; each well's survey then definitive plan), pairs below the thresholds, and each well against the wells drilled before it",
  tags,
  access: project('VIEW_DRILLING_PROGRAM'),
  params: programParams,
  async handler({ params, db, user }) {
    needEdm(user);
    const program = await padProgramOf(db, params.id, params.program_id);
    return { data: await padAntiCollision(db, program) };
  },
});

export const planningRoutes = [trajectories, list, show, create, update, remove, antiCollision];
