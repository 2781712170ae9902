/**
 * Bids (data-widgets-calls 3.9, 7.12): a services company's price list, the items field tickets are
 * written against, each with its unit and unit price in the bid's currency. Administrators only.
 * Every write is audited (bids through the generic resource, items here) with its before and after.
 */
import { z } from 'zod';
import { auditChange } from '../audit/changes';
import type { Queryable } from '../db/db';
import { ADMIN } from '../lib/access';
import { audit } from '../lib/audit';
import { UNIQUE_MESSAGE } from '../lib/db-error';
import { HttpError } from '../lib/http-error';
import { defineResource } from '../lib/resource';
import { defineRoute } from '../lib/route';
import { idParams, uuid } from '../lib/schemas';

const tags = ['bids'];
const EMPTY = 'This field could not be empty';
const isoDate = z.iso.date({ message: 'must be a date (YYYY-MM-DD)' });

const bidFields = z.object({
  company_id: uuid,
  name: z.string().trim().min(1, EMPTY).max(200),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code (USD)'),
  valid_from: isoDate,
  valid_to: isoDate.nullable(),
  status: z.enum(['draft', 'active', 'expired']),
  description: z.string().max(5000),
});
type BidInput = z.infer<typeof bidFields>;

const bidSelect = `t.id, t.company_id, c.name as company_name, t.name, t.currency, to_char(t.valid_from, 'YYYY-MM-DD') as valid_from,
  to_char(t.valid_to, 'YYYY-MM-DD') as valid_to, t.status, t.description, t.created_at, t.updated_at,
  (select count(*)::int from bid_items i where i.bid_id = t.id) as item_count`;

/** Only a services company bids: an operator buys, it does not price its own tickets. */
async function assertServicesCompany(db: Queryable, companyId: string) {
  const { rows } = await db.query<{ type_id: number }>('select type_id from companies where id = $1', [companyId]);
  if (!rows[0]) throw new HttpError(404, `body.company_id: no such company`, { field: 'body.company_id' });
  if (rows[0].type_id === 1) throw new HttpError(400, 'body.company_id: must be a services company, not an operator', { field: 'body.company_id' });
}

const bids = defineResource<BidInput>({
  url: '/bids',
  table: 'bids',
  noun: 'Bid',
  tags,
  access: { read: ADMIN, write: ADMIN },
  create: bidFields.partial({ currency: true, valid_to: true, status: true, description: true }).strict(),
  update: bidFields.partial().strict(),
  select: bidSelect,
  from: 'bids t join companies c on c.id = t.company_id',
  orderBy: 'c.name, t.valid_from desc, t.name',
  searchColumns: ['t.name', 'c.name'],
  filters: {
    company_id: { schema: uuid, sql: (p) => `t.company_id = ${p}` },
    status: { schema: z.enum(['draft', 'active', 'expired']), sql: (p) => `t.status = ${p}` },
  },
  // The merged record is checked: a PATCH of valid_to alone must still end after the stored start.
  async beforeWrite(db, id, input) {
    const was = id
      ? (
          await db.query<{ company_id: string; name: string; valid_from: string; valid_to: string | null }>(
            `select company_id, name, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to from bids where id = $1`,
            [id],
          )
        ).rows[0]
      : null;
    const next = { ...was, ...input };
    if (input.company_id !== undefined) await assertServicesCompany(db, input.company_id);
    if (next.valid_to && next.valid_from && next.valid_to < next.valid_from) {
      throw new HttpError(400, `body.valid_to: must not be before the start (${next.valid_from})`, { field: 'body.valid_to' });
    }
    if (input.name !== undefined || input.company_id !== undefined) {
      const { rows } = await db.query('select 1 from bids where company_id = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3)', [
        next.company_id,
        next.name,
        id,
      ]);
      if (rows[0]) throw new HttpError(409, `body.name: ${UNIQUE_MESSAGE}`, { field: 'body.name' });
    }
  },
});

// ───────────── items ─────────────

const itemFields = z.object({
  code: z.string().trim().min(1, EMPTY).max(40),
  description: z.string().trim().min(1, EMPTY).max(500),
  unit: z.string().trim().min(1, EMPTY).max(20),
  unit_price: z.number({ message: 'must be a number' }).finite().min(0, 'must not be negative').max(1e9),
  cost_code: z.string().max(40).nullable(),
});
type ItemInput = z.infer<typeof itemFields>;
const itemParams = z.object({ id: uuid, itemId: uuid }).strict();
const itemColumns = 'i.id, i.bid_id, i.code, i.description, i.unit, i.unit_price, i.cost_code, cc.name as cost_code_name, i.created_at, i.updated_at';

async function assertBid(db: Queryable, bidId: string) {
  const { rows } = await db.query('select 1 from bids where id = $1', [bidId]);
  if (!rows[0]) throw new HttpError(404, `Bid ${bidId} not found`);
}

async function readItem(db: Queryable, bidId: string, itemId: string) {
  const { rows } = await db.query(`select ${itemColumns} from bid_items i left join cost_codes cc on cc.code = i.cost_code where i.id = $1 and i.bid_id = $2`, [
    itemId,
    bidId,
  ]);
  if (!rows[0]) throw new HttpError(404, `Bid item ${itemId} not found`);
  return rows[0] as Record<string, unknown>;
}

async function checkItem(db: Queryable, bidId: string, itemId: string | null, input: Partial<ItemInput>) {
  if (input.code !== undefined) {
    const { rows } = await db.query('select 1 from bid_items where bid_id = $1 and lower(code) = lower($2) and ($3::uuid is null or id <> $3)', [
      bidId,
      input.code,
      itemId,
    ]);
    if (rows[0]) throw new HttpError(409, `body.code: ${UNIQUE_MESSAGE}`, { field: 'body.code' });
  }
  if (input.cost_code) {
    const { rows } = await db.query('select 1 from cost_codes where code = $1', [input.cost_code]);
    if (!rows[0]) throw new HttpError(400, `body.cost_code: no such cost code (${input.cost_code})`, { field: 'body.cost_code' });
  }
}

const auditItem = (
  db: Queryable,
  userId: string,
  verb: string,
  itemId: string,
  bidId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => audit(db, userId, `bid_items.${verb}`, { type: 'bid_items', id: itemId }, { bid_id: bidId, ...auditChange(before, after) });

const listItems = defineRoute({
  method: 'GET',
  url: '/bids/:id/items',
  summary: "A bid's items with their units and unit prices",
  tags,
  access: ADMIN,
  params: idParams,
  async handler({ params, db }) {
    await assertBid(db, params.id);
    const { rows } = await db.query(
      `select ${itemColumns} from bid_items i left join cost_codes cc on cc.code = i.cost_code where i.bid_id = $1 order by i.code`,
      [params.id],
    );
    return { data: rows };
  },
});

const createItem = defineRoute({
  method: 'POST',
  url: '/bids/:id/items',
  summary: 'Add an item to a bid',
  tags,
  access: ADMIN,
  params: idParams,
  body: itemFields.partial({ cost_code: true }).strict(),
  async handler({ params, body, db, user, reply }) {
    await assertBid(db, params.id);
    await checkItem(db, params.id, null, body);
    const item = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'insert into bid_items (bid_id, code, description, unit, unit_price, cost_code) values ($1, $2, $3, $4, $5, $6) returning id',
        [params.id, body.code, body.description, body.unit, body.unit_price, body.cost_code ?? null],
      );
      const after = await readItem(tx, params.id, rows[0].id);
      await auditItem(tx, user.id, 'create', rows[0].id, params.id, null, after);
      return after;
    });
    reply.status(201);
    return { data: item };
  },
});

const updateItem = defineRoute({
  method: 'PATCH',
  url: '/bids/:id/items/:itemId',
  summary: "Change a bid item's code, description, unit, unit price or cost code",
  tags,
  access: ADMIN,
  params: itemParams,
  body: itemFields.partial().strict(),
  async handler({ params, body, db, user }) {
    const before = await readItem(db, params.id, params.itemId);
    await checkItem(db, params.id, params.itemId, body);
    const cols = Object.entries(body).filter(([, v]) => v !== undefined);
    return {
      data: await db.transaction(async (tx) => {
        if (cols.length) {
          await tx.query(`update bid_items set ${cols.map(([k], i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now() where id = $1`, [
            params.itemId,
            ...cols.map(([, v]) => v),
          ]);
        }
        const after = await readItem(tx, params.id, params.itemId);
        await auditItem(tx, user.id, 'update', params.itemId, params.id, before, after);
        return after;
      }),
    };
  },
});

const deleteItem = defineRoute({
  method: 'DELETE',
  url: '/bids/:id/items/:itemId',
  summary: 'Remove an item from a bid',
  tags,
  access: ADMIN,
  params: itemParams,
  async handler({ params, db, user }) {
    const before = await readItem(db, params.id, params.itemId);
    await db.transaction(async (tx) => {
      await tx.query('delete from bid_items where id = $1', [params.itemId]);
      await auditItem(tx, user.id, 'delete', params.itemId, params.id, before, null);
    });
    return { message: 'Bid item deleted' };
  },
});

export const bidRoutes = [...bids, listItems, createItem, updateItem, deleteItem];
