import { z } from 'zod';
import { global } from '../lib/access';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { usageStats } from '../usage/stats';

const day = z.iso.date({ message: 'must be a day (YYYY-MM-DD)' });

const usage = defineRoute({
  method: 'GET',
  url: '/admin/usage',
  summary: 'Usage from the request log: active users, requests per day, per route and per company (default: the last 30 days, UTC)',
  tags: ['admin', 'usage'],
  access: global('CAN_VIEW_USAGE'),
  query: z.object({ from_day: day.optional(), to_day: day.optional() }).strict(),
  async handler({ query, db }) {
    const to = query.to_day ?? new Date().toISOString().slice(0, 10);
    const from = query.from_day ?? new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
    if (from > to) throw new HttpError(400, 'query.from_day: must not be after to_day');
    if (Date.parse(to) - Date.parse(from) > 366 * 86_400_000) throw new HttpError(400, 'query.from_day: at most 366 days at once');
    return { data: await usageStats(db, from, to) };
  },
});

export const usageRoutes = [usage];
