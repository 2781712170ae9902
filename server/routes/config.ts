import { effectiveSettings } from '../admin/system-settings';
import { PUBLIC } from '../lib/access';
import { defineRoute } from '../lib/route';

const publicConfig = defineRoute({
  method: 'GET',
  url: '/config',
  summary: 'Public configuration: welcome screen, SSO and AI chat visibility, map centre, contact-us text (system settings over the environment)',
  tags: ['config'],
  access: PUBLIC,
  handler: ({ db, services }) => effectiveSettings(db, services.config),
});

const health = defineRoute({
  method: 'GET',
  url: '/health',
  summary: 'Liveness, database kind and background work in progress',
  tags: ['config'],
  access: PUBLIC,
  handler: ({ db, services }) => ({ status: 'ok', database: db.kind, background: services.backgroundStatus(), realtime: services.realtimeStats() }),
});

export const configRoutes = [publicConfig, health];
