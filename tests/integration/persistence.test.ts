import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, describe } from 'vitest';
import { startServer } from '../../server/start';
import { testConfig } from './support/databases';

describe('embedded database persistence', () => {
  it('keeps every row across a stop and restart under DATA_DIR, and does not seed twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drillspace-persist-'));
    try {
      const config = { ...testConfig('pglite', null), dataDir: dir };
      let s = await startServer(config, { listen: false, log: () => {} });
      const login = await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@demo.drillspace', password: 'drillspace-admin' } });
      const token = login.json().token;
      const created = await s.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Survives Restart', type_id: 1 },
      });
      expect(created.statusCode).toBe(201);
      const counts = async () =>
        (
          await s.db.query<{ n: number }>(
            'select (select count(*) from companies) + (select count(*) from users) + (select count(*) from wells) + (select count(*) from audit_log) as n',
          )
        ).rows[0].n;
      const before = Number(await counts());
      await s.close();
      s = await startServer(config, { listen: false, log: () => {} });
      expect(Number(await counts())).toBe(before);
      const again = await s.app.inject({ method: 'GET', url: '/api/companies?search=Survives', headers: { authorization: `Bearer ${token}` } });
      expect(again.json().data).toHaveLength(1);
      await s.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
