import { readWellsAudit } from '../admin/wells-audit';
import { ADMIN } from '../lib/access';
import { defineRoute } from '../lib/route';

const wellsAudit = defineRoute({
  method: 'GET',
  url: '/admin/wells_audit',
  summary: "Every well's data-quality and activity facts: last data, connection, surveys, plan, detection notes, journal days, users with access",
  tags: ['admin'],
  access: ADMIN,
  handler: async ({ db }) => ({ data: await readWellsAudit(db), now_s: Math.floor(Date.now() / 1000) }),
});

export const wellsAuditRoutes = [wellsAudit];
