import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { QueryResult } from './types';

/**
 * Parameterised queries as named prepared statements, one per distinct SQL text.
 *
 * PGlite's own query() sends six protocol messages per call (parse, describe statement, bind,
 * describe portal, execute, sync) and parses and plans the SQL every time; on the API's common reads
 * that was about two thirds of a request's CPU (a non-admin's well list: 3.5-5.3 ms of database CPU
 * per query, 1.2 ms prepared). Here the SQL is parsed once; later calls send bind + describe portal
 * + execute + sync as one message. Statements are kept per SQL text (least recently used dropped past
 * `max`); a statement whose cached plan no longer fits (a migration changed a table's columns) is
 * prepared again.
 */

/** The parts of PGlite this relies on beyond its typed surface (all public members of PGlite 0.5). */
interface PgliteInternals {
  serializers: Record<number, (x: unknown) => string>;
  parsers: Parameters<typeof parse.parseResults>[1];
  execProtocolStream(message: Uint8Array, opts: { syncToFs?: boolean }): Promise<Parameters<typeof parse.parseResults>[0]>;
  syncToFs(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

interface Prepared {
  name: string;
  paramOids: number[];
}

const S = protocol.serialize;
/** SQLSTATE 0A000 "cached plan must not change result type", 26000 "prepared statement does not exist". */
const STALE_STATEMENT = new Set(['0A000', '26000']);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function preparedQueries(pg: PGlite, max = 400) {
  const x = pg as unknown as PgliteInternals;
  const statements = new Map<string, Prepared>();
  let seq = 0;

  async function prepare(sql: string): Promise<Prepared> {
    const name = `ds_${++seq}`;
    const msgs = await x.execProtocolStream(concat([S.parse({ name, text: sql }), S.describe({ type: 'S', name }), S.sync()]), { syncToFs: false });
    const st = { name, paramOids: parse.parseDescribeStatementResults(msgs) };
    statements.set(sql, st);
    if (statements.size > max) {
      const [oldSql, old] = statements.entries().next().value!;
      statements.delete(oldSql);
      await x.execProtocolStream(concat([S.close({ type: 'S', name: old.name }), S.sync()]), { syncToFs: false });
    }
    return st;
  }

  async function run<T>(sql: string, params: readonly unknown[], retried: boolean): Promise<QueryResult<T>> {
    let st = statements.get(sql);
    if (st) {
      // Most recently used last: eviction takes the first.
      statements.delete(sql);
      statements.set(sql, st);
    } else st = await prepare(sql);
    const values = params.map((p, i) => {
      if (p === null || p === undefined) return null;
      const serialize = x.serializers[st.paramOids[i]];
      return serialize ? serialize(p) : String(p);
    });
    try {
      const msgs = await x.execProtocolStream(concat([S.bind({ statement: st.name, values }), S.describe({ type: 'P' }), S.execute({}), S.sync()]), {
        syncToFs: false,
      });
      await x.syncToFs();
      const r = parse.parseResults(msgs, x.parsers)[0];
      return { rows: (r?.rows ?? []) as T[], affectedRows: r?.affectedRows ?? 0 };
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (!retried && code && STALE_STATEMENT.has(code)) {
        statements.delete(sql);
        await x.execProtocolStream(concat([S.close({ type: 'S', name: st.name }), S.sync()]), { syncToFs: false });
        return run(sql, params, true);
      }
      throw e;
    }
  }

  /** Same contract as PGlite.query outside a transaction: waits for any running transaction. */
  return function query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
    return x._runExclusiveTransaction(() => x._runExclusiveQuery(() => run<T>(sql, params, false)));
  };
}
