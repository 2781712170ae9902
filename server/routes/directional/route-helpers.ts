/** Pieces every directional route file uses: schemas, the route wrapper and per-well permission checks. */
import { z } from 'zod';
import type { CurrentUser } from '../../auth/current-user';
import { objectPermissions } from '../../auth/object-access';
import type { Queryable } from '../../db/db';
import { bindSurveyPublisher } from '../../directional/survey-append';
import { HttpError } from '../../lib/http-error';
import { defineRoute, type RouteSpec } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import { DEPTH_MAX_M, DEPTH_MIN_M } from '../../../src/domain/directional/station-limits';

export const tags = ['directional'];

/**
 * defineRoute, remembering the realtime publisher for this database so that survey changes made
 * outside a request (the live simulator) can notify panes too.
 */
export function directionalRoute<P, Q, B>(spec: RouteSpec<P, Q, B>): RouteSpec<P, Q, B> {
  return defineRoute({
    ...spec,
    handler(ctx) {
      bindSurveyPublisher(ctx.db, ctx.services);
      return spec.handler(ctx);
    },
  });
}

export const wellParams = z.object({ id: uuid }).strict();

/** A number from the query string, in a range. */
export const queryNumber = (min: number, max: number) => z.coerce.number().refine(Number.isFinite, 'must be a number').pipe(z.number().min(min).max(max));

export const lengthM = z.number().finite().min(-20_000).max(30_000);
export const depthM = z.number().finite().min(DEPTH_MIN_M).max(DEPTH_MAX_M);
export const incDeg = z.number().min(0).max(180);
export const aziDeg = z.number().min(0).max(360);
export const dlsDeg = z.number().min(0).max(100);
export const angleDeg = z.number().min(-360).max(360);

/** A position in the well's frame: TVD, north and east of the slot, metres. */
export const positionSchema = z.object({ tvd: depthM, ns: lengthM, ew: lengthM }).strict();

/** The caller must also hold `permission` on the well (for routes whose declared access is a lesser one). */
export async function requireWellPermission(db: Queryable, user: CurrentUser, wellId: string, permission: string): Promise<void> {
  const access = await objectPermissions(db, user, 'WELL', wellId);
  if (!access.permissions.includes(permission)) throw new HttpError(403, `Missing permission ${permission} on this well`);
}

/** JSON cannot carry Infinity or NaN: they become null. */
export const finiteOrNull = (v: number | undefined | null): number | null => (v === undefined || v === null || !Number.isFinite(v) ? null : v);
