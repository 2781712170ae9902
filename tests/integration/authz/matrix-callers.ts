/**
 * The seven callers of the authorization matrix, signed in once on a running demo server: admin,
 * superadmin, engineer, read-only viewer, a suspended user, an impersonated session (the admin acting
 * as the engineer) and another company's user (the directional driller of the services company).
 */
import { openSession } from '../../../server/auth/sessions';
import { DEMO_PROJECTS } from '../../../server/seed/demo-org';
import type { RunningServer } from '../../../server/start';
import { callerModel, ownAndForeignWells, wellName, type CallerModel } from './caller-model';

export interface MatrixCaller extends CallerModel {
  token: string;
  sessionId: string;
  /** Well keys: one the caller's roles reach and one they do not. */
  wells: { own: string; foreign: string };
}

export interface DemoIds {
  well(key: string): string;
  project(key: string): string;
  user(key: string): string;
}

export async function demoIds(server: RunningServer): Promise<DemoIds> {
  const q = async (sql: string) => new Map((await server.db.query<{ k: string; id: string }>(sql)).rows.map((r) => [r.k, r.id]));
  const wells = await q('select name as k, id from wells');
  const projects = await q('select name as k, id from projects');
  const users = await q('select lower(email) as k, id from users');
  const must = (m: Map<string, string>, k: string) => {
    const id = m.get(k);
    if (!id) throw new Error(`demo record '${k}' not found`);
    return id;
  };
  return {
    well: (key) => must(wells, wellName(key)),
    project: (key) => must(projects, DEMO_PROJECTS.find((p) => p.key === key)!.name),
    user: (key) => must(users, `${key === 'super' ? 'superadmin' : key}@demo.drillspace`),
  };
}

async function login(server: RunningServer, email: string, password: string): Promise<{ token: string; sessionId: string }> {
  const r = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (r.statusCode !== 200) throw new Error(`login ${email}: ${r.statusCode} ${r.body}`);
  const body = r.json() as { token: string; session_id: string };
  return { token: body.token, sessionId: body.session_id };
}

export async function matrixCallers(server: RunningServer, ids: DemoIds): Promise<MatrixCaller[]> {
  const signedIn = async (label: string, key: string): Promise<MatrixCaller> => {
    const model = callerModel(label, key);
    const s = await login(server, model.user.email, model.user.password);
    return { ...model, ...s, wells: ownAndForeignWells(model) };
  };
  const admin = await signedIn('admin', 'admin');
  const callers = [admin, await signedIn('superadmin', 'super'), await signedIn('engineer', 'engineer'), await signedIn('viewer', 'viewer')];

  // Sign-in refuses a suspended user, so their session is one opened before the suspension.
  const suspendedModel = callerModel('suspended', 'suspended');
  const s = await openSession(server.db, server.services.tokens, ids.user('suspended'));
  callers.push({ ...suspendedModel, token: s.token, sessionId: s.sessionId, wells: ownAndForeignWells(suspendedModel) });

  const imp = await server.app.inject({
    method: 'POST',
    url: `/api/auth/generate_login_as_user_token/${ids.user('engineer')}`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  if (imp.statusCode !== 200) throw new Error(`impersonation: ${imp.statusCode} ${imp.body}`);
  const impModel = callerModel('impersonated engineer (by admin)', 'engineer', { impersonated: true });
  const impBody = imp.json() as { data: { token: string; session_id: string } };
  callers.push({ ...impModel, token: impBody.data.token, sessionId: impBody.data.session_id, wells: ownAndForeignWells(impModel) });

  callers.push(await signedIn('other company (directional driller)', 'directional'));
  return callers;
}
