import { z } from 'zod';
import { ADMIN, projectVisibleSql, SIGNED_IN, wellVisibleSql } from '../lib/access';
import { UNIQUE_MESSAGE } from '../lib/db-error';
import { HttpError } from '../lib/http-error';
import { defineResource } from '../lib/resource';
import { defineRoute } from '../lib/route';
import { idParams } from '../lib/schemas';
import type { Queryable } from '../db/types';
import { serializeWell, wellFrom, wellSelect } from './wells-serialize';

const tags = ['companies'];
const companyFields = z.object({
  name: z.string().trim().min(1, 'This field could not be empty').max(200),
  type_id: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)]),
  status: z.union([z.literal(1), z.literal(2)]),
  sso_provider_id: z.string().max(200).nullable(),
});
type CompanyInput = z.infer<typeof companyFields>;
const TYPE_CODES: Record<number, string> = { 1: 'op', 2: 'dd', 3: 'rc', 5: 'ff' };

const companies = defineResource<CompanyInput>({
  url: '/companies',
  table: 'companies',
  noun: 'Company',
  tags,
  access: { read: SIGNED_IN, write: ADMIN },
  create: companyFields.partial({ status: true, sso_provider_id: true }).strict(),
  update: companyFields.partial().strict(),
  orderBy: 't.name',
  searchColumns: ['t.name'],
  filters: {
    type_id: { schema: z.coerce.number().int(), sql: (p) => `t.type_id = ${p}` },
    status: { schema: z.coerce.number().int(), sql: (p) => `t.status = ${p}` },
  },
  serialize: (r) => ({ ...r, type_code: TYPE_CODES[r.type_id] }),
  // Two companies of one name could not be told apart in any picker: a taken name is a 409 on the field.
  async beforeWrite(db, id, input) {
    if (input.name === undefined) return;
    const { rows } = await db.query('select 1 from companies where lower(name) = lower($1) and ($2::uuid is null or id <> $2)', [input.name, id]);
    if (rows[0]) throw new HttpError(409, `body.name: ${UNIQUE_MESSAGE}`, { field: 'body.name' });
  },
  // A suspended company's users lose their sessions: their open realtime connections are re-checked.
  afterCommit: (_id, { services }) => services.userAuthChanged('*'),
});

/** A company's sub-lists answer 404 for a company that does not exist, not an empty list (any signed-in user may read companies). */
async function assertCompany(db: Queryable, id: string): Promise<void> {
  const { rows } = await db.query('select 1 from companies where id = $1', [id]);
  if (!rows[0]) throw new HttpError(404, `Company ${id} not found`);
}

const companyWells = defineRoute({
  method: 'GET',
  url: '/companies/:id/wells',
  summary: "The company's wells you may see",
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, db, user }) {
    await assertCompany(db, params.id);
    const { rows } = await db.query(`select ${wellSelect} from ${wellFrom} where t.company_id = $1 and ($2 or ${wellVisibleSql('t', '$3')}) order by t.name`, [
      params.id,
      user.isAdmin,
      user.id,
    ]);
    return { data: rows.map(serializeWell) };
  },
});

const companyProjects = defineRoute({
  method: 'GET',
  url: '/companies/:id/projects',
  summary: "The company's projects you may see",
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, db, user }) {
    await assertCompany(db, params.id);
    const { rows } = await db.query(`select t.* from projects t where t.company_id = $1 and ($2 or ${projectVisibleSql('t', '$3')}) order by t.name`, [
      params.id,
      user.isAdmin,
      user.id,
    ]);
    return { data: rows };
  },
});

const employees = defineRoute({
  method: 'GET',
  url: '/companies/:id/employees',
  summary: 'Users of a company (admins, or members of that company)',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, db, user }) {
    await assertCompany(db, params.id);
    if (!user.isAdmin && user.companyId !== params.id) return { data: [] };
    const { rows } = await db.query('select id, email, name, status, role from users where company_id = $1 order by name', [params.id]);
    return { data: rows };
  },
});

const colleagues = defineRoute({
  method: 'GET',
  url: '/companies/users',
  summary: 'Users of your own company',
  tags,
  access: SIGNED_IN,
  async handler({ db, user }) {
    if (!user.companyId) return { data: [] };
    const { rows } = await db.query('select id, email, name, status, role from users where company_id = $1 order by name', [user.companyId]);
    return { data: rows };
  },
});

export const companyRoutes = [colleagues, ...companies, companyWells, companyProjects, employees];
