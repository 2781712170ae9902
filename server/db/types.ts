// The database interface every adapter implements (pglite.ts, postgres.ts) and every caller uses;
// its own file so the adapters never import db.ts, which opens them.
export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Run several statements with no parameters (migrations, bulk SQL). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
