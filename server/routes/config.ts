import { PUBLIC } from '../lib/access';
import { defineRoute } from '../lib/route';

const publicConfig = defineRoute({
  method: 'GET',
  url: '/config',
  summary: 'Public configuration: welcome screen, SSO and AI chat visibility, map centre, contact-us text',
  tags: ['config'],
  access: PUBLIC,
  handler: ({ services }) => {
    const c = services.config;
    return {
      welcome_title: c.welcomeTitle,
      welcome_subtitle: c.welcomeSubtitle,
      welcome_picture: c.welcomePicture,
      hide_sso: !c.ssoEnabled,
      hide_ai_chat: c.hideAiChat,
      map_center: c.mapCenter,
      contact_us: c.contactUs,
    };
  },
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
