import type { RouteDecl } from '../route-types';
import { group, publicOnly } from './define';

const r = group({ trail: [], guard: publicOnly, chrome: 'none' });
const hidden = { palette: false } as const;

export const publicRoutes: RouteDecl[] = [
  r('public.sign_in', '/public/sign_in', 'Sign In', { command: hidden, keywords: ['login'] }),
  r('public.password_reset', '/public/password/reset', 'Password change', {
    command: hidden,
    keywords: ['password', 'reset'],
    guard: { auth: 'public', queryKeyContaining: { text: 'token', redirect: 'public.sign_in' } },
  }),
  r('public.404', '/public/404', 'Not found', { command: hidden }),
  r('public.403', '/public/403', 'Forbidden', { command: hidden }),
];
