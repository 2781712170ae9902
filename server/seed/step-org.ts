import { hashPassword } from '../auth/passwords';
import { createPrng } from './prng';
import { DAY_S, DEMO_COMPANIES, DEMO_FRAC_FLEETS, DEMO_GROUPS, DEMO_PROJECTS, DEMO_RIGS, DEMO_ROLES, DEMO_USERS, DEMO_WELLS } from './demo-org';
import { saveDemoKeys, type DemoKeys } from './keys';
import type { SeedStep } from './steps';

/** Companies, people, roles, projects, rigs, frac fleets and wells of the demo organisation. */
export const orgStep: SeedStep = {
  id: '001-org',
  async run({ db, anchorS, seed, log }) {
    const rnd = createPrng(seed);
    const keys: DemoKeys = { companies: {}, users: {}, roles: {}, projects: {}, rigs: {}, fleets: {}, wells: {}, groups: {} };
    const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
    await db.transaction(async (tx) => {
      for (const c of DEMO_COMPANIES) {
        keys.companies[c.key] = rnd.uuid();
        await tx.query('insert into companies (id, name, type_id, status) values ($1, $2, $3, $4)', [
          keys.companies[c.key],
          c.name,
          c.type_id,
          'status' in c ? c.status : 1,
        ]);
      }
      for (const r of DEMO_ROLES) {
        keys.roles[r.key] = rnd.uuid();
        await tx.query('insert into roles (id, name, object_type, permissions) values ($1, $2, $3, $4)', [
          keys.roles[r.key],
          r.name,
          r.object_type,
          JSON.stringify([...new Set(r.permissions)]),
        ]);
      }
      for (const p of DEMO_PROJECTS) {
        keys.projects[p.key] = rnd.uuid();
        await tx.query('insert into projects (id, name, company_id, description) values ($1, $2, $3, $4)', [
          keys.projects[p.key],
          p.name,
          keys.companies[p.company],
          p.description,
        ]);
      }
      for (const r of DEMO_RIGS) {
        keys.rigs[r.key] = rnd.uuid();
        await tx.query('insert into rigs (id, name, contractor_id, rig_type, rig_info) values ($1, $2, $3, $4, $5)', [
          keys.rigs[r.key],
          r.name,
          keys.companies[r.contractor],
          r.rig_type,
          JSON.stringify({ hook_load_capacity_t: 450, block_weight_t: 20, stand_length_m: 28.5, mast_height_m: 43 }),
        ]);
      }
      for (const f of DEMO_FRAC_FLEETS) {
        keys.fleets[f.key] = rnd.uuid();
        await tx.query('insert into frac_fleets (id, name, contractor_id) values ($1, $2, $3)', [keys.fleets[f.key], f.name, keys.companies[f.contractor]]);
      }
      for (const w of DEMO_WELLS) {
        keys.wells[w.key] = rnd.uuid();
        const start = w.spudDay === null ? null : anchorS + w.spudDay * DAY_S;
        const end = w.releaseDay === null ? null : anchorS + w.releaseDay * DAY_S;
        await tx.query(
          `insert into wells (id, name, company_id, project_id, status, stage, realtime, start_date, end_date, start_depth, end_depth,
             main_nav_title, second_nav_title, uwi, field, country, state, county, latitude, longitude, timezone, params_with_defaults)
           values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,'US',$16,$17,$18,$19,$20,$21)`,
          [
            keys.wells[w.key],
            w.name,
            keys.companies[w.company],
            keys.projects[w.project],
            w.status,
            w.stage,
            w.realtime,
            start,
            end,
            w.startDepthM,
            w.endDepthM,
            w.name,
            w.field,
            w.uwi,
            w.field,
            w.state,
            w.county,
            w.lat,
            w.lon,
            w.state === 'ND' ? 'America/Chicago' : 'America/Chicago',
            JSON.stringify({ bit_size_in: 8.5, mud_weight_kg_m3: 1150, vs_azimuth_deg: 180 }),
          ],
        );
        if (w.rig) {
          await tx.query('insert into well_rigs (well_id, rig_id, spud_date, release_date) values ($1, $2, $3, $4)', [
            keys.wells[w.key],
            keys.rigs[w.rig],
            start,
            end,
          ]);
        }
      }
      for (const [i, u] of DEMO_USERS.entries()) {
        keys.users[u.key] = rnd.uuid();
        await tx.query(
          `insert into users (id, email, name, password_hash, company_id, status, role, is_admin, is_superadmin, test_case_enabled, multi_well_enabled,
             must_change_password, default_stage, locale, phone) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15)`,
          [
            keys.users[u.key],
            u.email,
            u.name,
            hashes[i],
            keys.companies[u.company],
            u.status ?? 2,
            u.is_admin ? 'ADMIN' : 'USER',
            !!u.is_admin,
            !!u.is_superadmin,
            !!u.test_case_enabled,
            !!u.multi_well_enabled,
            !!u.must_change_password,
            u.default_stage ?? 'drilling',
            JSON.stringify(
              u.unit_system === 'imperial'
                ? { unit_system: 'imperial', date_format: 'MM/DD/YYYY', time_format: 'hh:mm A', is24hr: false }
                : { unit_system: 'metric' },
            ),
            u.phone ?? null,
          ],
        );
        for (const p of u.global) await tx.query('insert into user_global_permissions (user_id, permission) values ($1, $2)', [keys.users[u.key], p]);
      }
      const objectId = (key: string) => keys.wells[key] ?? keys.projects[key];
      const objectType = (key: string) => (keys.wells[key] ? 'WELL' : 'PROJECT');
      for (const u of DEMO_USERS) {
        for (const [role, obj] of u.roles) {
          await tx.query('insert into user_roles (user_id, object_id, object_type, role_id) values ($1, $2, $3, $4)', [
            keys.users[u.key],
            objectId(obj),
            objectType(obj),
            keys.roles[role],
          ]);
        }
      }
      for (const g of DEMO_GROUPS) {
        keys.groups[g.key] = rnd.uuid();
        await tx.query('insert into user_groups (id, name, description) values ($1, $2, $3)', [keys.groups[g.key], g.name, g.description]);
        for (const m of g.members) await tx.query('insert into user_group_members (group_id, user_id) values ($1, $2)', [keys.groups[g.key], keys.users[m]]);
        for (const [role, obj] of g.roles) {
          await tx.query('insert into group_roles (group_id, object_id, object_type, role_id) values ($1, $2, $3, $4)', [
            keys.groups[g.key],
            objectId(obj),
            objectType(obj),
            keys.roles[role],
          ]);
        }
      }
      // A few favourites so the favourites lists are not empty on first sign-in.
      await tx.query(`insert into favorites (user_id, object_type, object_id) values ($1, 'WELL', $2), ($1, 'WELL', $3), ($1, 'RIG', $4)`, [
        keys.users.engineer,
        keys.wells['redhawk-2h'],
        keys.wells['bluebonnet-1h'],
        keys.rigs.ls27,
      ]);
      await saveDemoKeys(tx, keys);
    });
    log(`demo organisation: ${DEMO_COMPANIES.length} companies, ${DEMO_USERS.length} users, ${DEMO_PROJECTS.length} projects, ${DEMO_WELLS.length} wells`);
  },
};
