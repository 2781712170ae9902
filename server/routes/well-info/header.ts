/**
 * The well header (drilling.well_header, spec 3.4): GET wells/{id}/well_details (wells.ts) answers it;
 * PATCH here changes its identity, location, time zone, units, day shift, stage, status, dates and
 * depths with the well's EDIT_WELL_HEADER permission (project, company and rigs stay with the wells
 * administration: MANAGE_WELLS). Audited with the fields' before and after.
 */
import { auditChange } from '../../audit/changes';
import { wellHeaderBody, type WellHeaderInput } from '../../../src/domain/wellinfo/well-info-schemas';
import type { Queryable } from '../../db/db';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { idParams } from '../../lib/schemas';
import { serializeWell, wellFrom, wellSelect } from '../wells-serialize';

const tags = ['wells'];

async function readHeader(db: Queryable, id: string) {
  const { rows } = await db.query(`select ${wellSelect} from ${wellFrom} where t.id = $1`, [id]);
  return rows[0] ? serializeWell(rows[0]) : null;
}

const snapshot = async (db: Queryable, id: string, keys: readonly string[]) => {
  const { rows } = await db.query(`select ${keys.join(', ')} from wells where id = $1`, [id]);
  return rows[0] as Record<string, unknown>;
};

export const patchWellHeader = defineRoute({
  method: 'PATCH',
  url: '/wells/:id/well_details',
  summary: 'Change the well header: name, UWI, field, location, time zone, unit system, day shift, stage, status, dates and depths (EDIT_WELL_HEADER)',
  tags,
  access: well('EDIT_WELL_HEADER'),
  params: idParams,
  body: wellHeaderBody,
  async handler({ params, body, db, user }) {
    const b = body as WellHeaderInput;
    const keys = Object.keys(b) as (keyof WellHeaderInput)[];
    const current = (
      await db.query<{ start_date: string | null; end_date: string | null }>('select start_date, end_date from wells where id = $1', [params.id])
    ).rows[0];
    const start = b.start_date !== undefined ? b.start_date : current.start_date === null ? null : Number(current.start_date);
    const end = b.end_date !== undefined ? b.end_date : current.end_date === null ? null : Number(current.end_date);
    if (start !== null && end !== null && end < start) throw new HttpError(400, 'body.end_date: Should be greater than start_date');
    await db.transaction(async (tx) => {
      const was = await snapshot(tx, params.id, keys);
      await tx.query(`update wells set ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now() where id = $1`, [
        params.id,
        ...keys.map((k) => b[k] ?? null),
      ]);
      await audit(
        tx,
        user.id,
        'wells.header.update',
        { type: 'wells', id: params.id },
        { fields: keys, ...auditChange(was, await snapshot(tx, params.id, keys)) },
      );
    });
    return { data: { ...(await readHeader(db, params.id)), can_edit: true }, message: 'Well header saved' };
  },
});
