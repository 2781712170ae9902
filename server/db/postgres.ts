import pg from 'pg';
import type { Db, QueryResult } from './types';

// int8 (counts, sums) as JS numbers: our values stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric as numbers too, matching PGlite's behaviour closely enough for our columns.
pg.types.setTypeParser(1700, (v) => Number(v));

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // An idle client dropped by the server (restart, database dropped in tests) must not crash the process.
  pool.on('error', (err) => console.warn(`[drillspace] PostgreSQL connection error: ${err.message}`));
  await pool.query('select 1');
  const query = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> => {
    const r = await client.query(sql, params as unknown[]);
    return { rows: r.rows as T[], affectedRows: r.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    query: (sql, params) => query(pool, sql, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const out = await fn({
          query: (sql, params) => query(client, sql, params),
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('commit');
        return out;
      } catch (e) {
        await client.query('rollback');
        throw e;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
