import { z } from 'zod';
import { ADMIN, project, projectVisibleSql, SIGNED_IN, wellVisibleSql } from '../lib/access';
import { defineResource } from '../lib/resource';
import { defineRoute } from '../lib/route';
import { idParams, uuid } from '../lib/schemas';
import { serializeWell, wellFrom, wellSelect } from './wells-serialize';

const tags = ['projects'];
const projectFields = z.object({
  name: z.string().trim().min(1, 'This field could not be empty').max(200),
  company_id: uuid.nullable(),
  description: z.string().max(5000),
  nav_fields: z.record(z.string(), z.unknown()),
});
type ProjectInput = z.infer<typeof projectFields>;

const projects = defineResource<ProjectInput>({
  url: '/projects',
  table: 'projects',
  noun: 'Project',
  tags,
  access: { read: SIGNED_IN, write: ADMIN },
  create: projectFields.partial({ company_id: true, description: true, nav_fields: true }).strict(),
  update: projectFields.partial().strict(),
  select: 't.*, c.name as company_name, (select count(*)::int from wells w where w.project_id = t.id) as well_count',
  from: 'projects t left join companies c on c.id = t.company_id',
  orderBy: 't.name',
  searchColumns: ['t.name'],
  filters: { company_id: { schema: uuid, sql: (p) => `t.company_id = ${p}` } },
  visibleTo: (p) => projectVisibleSql('t', p),
});

const projectWells = defineRoute({
  method: 'GET',
  url: '/projects/:id/wells',
  summary: "The project's wells you may see",
  tags,
  access: project(),
  params: idParams,
  async handler({ params, db, user }) {
    const { rows } = await db.query(`select ${wellSelect} from ${wellFrom} where t.project_id = $1 and ($2 or ${wellVisibleSql('t', '$3')}) order by t.name`, [
      params.id,
      user.isAdmin,
      user.id,
    ]);
    return { data: rows.map(serializeWell) };
  },
});

/** The fields a project navigation tree can be grouped by. */
const NAV_FIELDS = [
  { key: 'company_name', label: 'Operator' },
  { key: 'project_name', label: 'Project' },
  { key: 'field', label: 'Field' },
  { key: 'state', label: 'State' },
  { key: 'county', label: 'County' },
  { key: 'status_name', label: 'Status' },
  { key: 'stage', label: 'Stage' },
];

const navFields = defineRoute({
  method: 'GET',
  url: '/projects/nav_fields',
  summary: 'Fields the well navigation can be grouped by',
  tags,
  access: SIGNED_IN,
  handler: () => ({ data: NAV_FIELDS }),
});

export const projectRoutes = [navFields, ...projects, projectWells];
