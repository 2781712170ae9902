/**
 * Vitest global setup: one migrated PGlite cluster dumped to a temporary file, which every in-memory
 * test database then loads instead of running initdb and the migrations (about 3 s saved per
 * database, a hundred databases a run). The workers inherit the variable naming it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeMigratedTemplate } from '../../server/db/pglite-template';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'drillspace-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  await writeMigratedTemplate(file);
  process.env.DRILLSPACE_PGLITE_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
