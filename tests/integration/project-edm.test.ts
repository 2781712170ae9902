/**
 * Project EDM (issue 16; data-widgets-calls 7.7) on both databases without demo history: the seeded
 * ISCWSA clearance set r4 (imported through the EDM importer) computed by our minimum curvature against
 * the published listings in ../shared/refdata, the sidetrack tied in at its kick-off; compare surveys
 * against hand-computed deltas (an EDM copy of a well's survey rotated by 10° in azimuth); templates,
 * slots and datum; bad input 400 naming the field, 404 for dangling ids, 409 for a taken name, 403
 * without VIEW_PROJECT_EDM or EDIT_PROJECT_EDM.
 */
import { beforeAll, expect, it } from 'vitest';
import { hasRefdata, readRefCsv } from '../support/refdata';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const ANALYST = { email: 'analyst@demo.drillspace', password: 'drillspace-analyst' };
const DIRECTIONAL = { email: 'directional@demo.drillspace', password: 'drillspace-directional' };

interface Point {
  md: number;
  tvd: number;
  ns: number;
  ew: number;
  azi: number;
}
interface Path {
  design_id: string;
  design_name: string;
  well_name: string;
  wellbore_name: string;
  points: Point[];
}

const WELLS: Record<string, string> = { ref: 'Reference drilled wellpath', offset10: 'Offset 10: Sidetrack from reference drilled wellpath' };
for (const n of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '11']) WELLS[`offset${n}`] = `Offset ${n}:`;

const xml = (wellName: string, site: string, stations: readonly [number, number, number][]) =>
  [
    '<export source="test">',
    `<CD_SITE site_id="S" site_name="${site}" north_reference="GRID"/>`,
    '<CD_SLOT slot_id="L" site_id="S" slot_name="Slot A" local_north="0" local_east="0"/>',
    `<CD_WELL well_id="W" site_id="S" slot_id="L" well_common_name="${wellName}"/>`,
    '<CD_WELLBORE wellbore_id="B" well_id="W" wellbore_name="OH"/>',
    '<CD_DESIGN design_id="D" wellbore_id="B" design_name="Definitive" phase="ACTUAL" definitive="Y"/>',
    ...stations.map(([md, inc, azi]) => `<CD_SURVEY_STATION design_id="D" md="${md}" inclination="${inc}" azimuth="${azi}"/>`),
    '</export>',
  ].join('\n');

describeEachDatabase('project EDM API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let analyst = '';
  let directional = '';
  let project = '';
  let redHawk1 = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    analyst = await t.login(ANALYST.email, ANALYST.password);
    directional = await t.login(DIRECTIONAL.email, DIRECTIONAL.password);
    const wells = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string; project_id: string }[];
    const w = wells.find((x) => x.name === 'Red Hawk 1H')!;
    project = w.project_id;
    redHawk1 = w.id;
  });

  const base = () => `/api/projects/${project}/edm`;
  const siteId = async (name: string) =>
    (await t.call('GET', base(), { token: admin })).body.data.sites.find((s: { name: string }) => s.name === name)?.id as string;

  it('seeds the ISCWSA facility (template, slots, a sidetrack) and the Red Hawk pad linked to its wells', async () => {
    const r = await t.call('GET', base(), { token: analyst });
    expect(r.status).toBe(200);
    const [iscwsa, pad] = ['ISCWSA clearance facility', 'Red Hawk pad'].map((n) => r.body.data.sites.find((s: { name: string }) => s.name === n));
    expect(iscwsa.datum).toEqual({ name: 'Facility datum (MSL)', elevation_m: 0, north_reference: 'grid', convergence_deg: 0 });
    expect(iscwsa.slots).toHaveLength(11);
    expect(iscwsa.slots.filter((s: { template_name: string | null }) => s.template_name === 'Facility template')).toHaveLength(5);
    const ref = iscwsa.slots.find((s: { name: string }) => s.name === 'Slot Reference').wells[0];
    expect(ref.wellbores.map((b: { name: string; kickoff_md: number | null }) => [b.name, b.kickoff_md])).toEqual([
      ['Reference', null],
      ['Offset 10 (sidetrack)', 900],
    ]);
    const linked = pad.slots.flatMap((s: { wells: { well_name: string | null }[] }) => s.wells.map((w) => w.well_name));
    expect(linked).toContain('Red Hawk 1H');
  });

  it.runIf(hasRefdata || process.env.CI === 'true')(
    'computes every ISCWSA r4 station within 0.011 m of the published listing (sidetrack tied in at 900 m)',
    async () => {
      const site = await siteId('ISCWSA clearance facility');
      const r = await t.call('GET', `${base()}/trajectories?site_id=${site}`, { token: analyst });
      expect(r.status).toBe(200);
      const paths = r.body.data.designs as Path[];
      expect(paths).toHaveLength(12);
      let checked = 0;
      for (const [key, title] of Object.entries(WELLS)) {
        const path = paths.find((p) => p.design_name.startsWith(title))!;
        const published = readRefCsv('directional/iscwsa_clearance_set_r4/wells', `${key}.csv`);
        for (const row of published) {
          const p = path.points.find((x) => Math.abs(x.md - Number(row.md_m)) < 1e-6);
          if (!p && key === 'offset10' && Number(row.md_m) === 900) continue; // the kick-off point is the parent's
          expect(p, `${key} MD ${row.md_m}`).toBeDefined();
          expect(Math.abs(p!.tvd - Number(row.tvd_m)), `${key} TVD at ${row.md_m}`).toBeLessThan(0.011);
          expect(Math.abs(p!.ns - Number(row.north_m)), `${key} N at ${row.md_m}`).toBeLessThan(0.011);
          expect(Math.abs(p!.ew - Number(row.east_m)), `${key} E at ${row.md_m}`).toBeLessThan(0.011);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1000);
      // a few published values, written out: the sidetrack at 1890 m and Offset 05 (slot N -50, E -500) at TD
      const st = paths.find((p) => p.wellbore_name === 'Offset 10 (sidetrack)')!.points.find((p) => p.md === 1890)!;
      expect([st.tvd, st.ns, st.ew]).toEqual([expect.closeTo(1663.54, 1), expect.closeTo(-486.3, 1), expect.closeTo(149.43, 1)]);
    },
  );

  it("opens on the site holding the pane's well (well_id): the Red Hawk pad for Red Hawk 1H, its survey and plan; site_id wins; 400 names well_id", async () => {
    const pad = await siteId('Red Hawk pad');
    const r = await t.call('GET', `${base()}/trajectories?well_id=${redHawk1}`, { token: analyst });
    expect(r.status).toBe(200);
    expect(r.body.data.site_id).toBe(pad);
    const own = (r.body.data.designs as (Path & { well_id: string | null; phase: string })[]).filter((d) => d.well_id === redHawk1);
    expect(own.map((d) => d.phase).sort()).toEqual(['actual', 'plan']);
    for (const d of own) expect(d.points.length, d.design_name).toBeGreaterThan(5);
    const iscwsa = await siteId('ISCWSA clearance facility');
    expect((await t.call('GET', `${base()}/trajectories?well_id=${redHawk1}&site_id=${iscwsa}`, { token: analyst })).body.data.site_id).toBe(iscwsa);
    // a well not in the EDM: the project's first site, as without it
    const first = (await t.call('GET', `${base()}/trajectories`, { token: analyst })).body.data.site_id;
    expect((await t.call('GET', `${base()}/trajectories?well_id=${crypto.randomUUID()}`, { token: analyst })).body.data.site_id).toBe(first);
    const bad = await t.call('GET', `${base()}/trajectories?well_id=nope`, { token: analyst });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('well_id');
  });

  it('travelling cylinder between EDM designs: Offset 03 stands 10 m due east of the vertical reference', async () => {
    const site = await siteId('ISCWSA clearance facility');
    const paths = (await t.call('GET', `${base()}/trajectories?site_id=${site}`, { token: analyst })).body.data.designs as Path[];
    const ref = paths.find((p) => p.wellbore_name === 'Reference')!;
    const r = await t.call('GET', `${base()}/designs/${ref.design_id}/cylinder?radius=100`, { token: analyst });
    expect(r.status).toBe(200);
    const o3 = r.body.data.offsets.find((o: { name: string }) => o.name.startsWith('Offset 03'));
    const at100 = o3.points.find((p: { ref_md: number }) => p.ref_md === 100);
    expect(at100).toMatchObject({ offset_md: 100, distance: 10, north_angle: 90 });
    expect((await t.call('GET', `${base()}/designs/${ref.design_id}/cylinder?radius=1`, { token: analyst })).status).toBe(400);
  });

  it("compares an EDM survey with the well's own: a copy rotated 10° in azimuth is off by 2·r·sin 5° at each station", async () => {
    const { rows } = await t.server.db.query<{ md_m: number; inc_deg: number; azi_deg: number }>(
      'select md_m, inc_deg, azi_deg from survey_stations where well_id = $1 order by md_m',
      [redHawk1],
    );
    expect(rows.length).toBeGreaterThan(20);
    // the survey hangs from the well's tie-in (what the well's own trajectory starts from)
    const tie = (
      await t.server.db.query<{ md: number; inc: number; azi: number }>(
        'select tie_in_md_m as md, tie_in_inc_deg as inc, tie_in_azi_deg as azi from well_survey_settings where well_id = $1',
        [redHawk1],
      )
    ).rows[0];
    if (Number(tie.md) < Number(rows[0].md_m)) rows.unshift({ md_m: Number(tie.md), inc_deg: Number(tie.inc), azi_deg: Number(tie.azi) });
    const stations = rows.map((s) => [Number(s.md_m), Number(s.inc_deg), (Number(s.azi_deg) + 10) % 360] as [number, number, number]);
    const imp = await t.call('POST', `${base()}/imports`, {
      token: engineer,
      body: { file_name: 'rotated.xml', content: xml('Red Hawk 1H', 'Rotated copy', stations) },
    });
    expect(imp.status).toBe(201);
    expect(imp.body.data.counts).toMatchObject({ wells: 1, linked_wells: 1, stations: rows.length });
    const tree = (await t.call('GET', base(), { token: admin })).body.data;
    const design = tree.sites.find((s: { name: string }) => s.name === 'Rotated copy').slots[0].wells[0].wellbores[0].designs[0];
    const c = await t.call('GET', `${base()}/designs/${design.id}/compare`, { token: engineer });
    expect(c.status).toBe(200);
    expect(c.body.data).toMatchObject({ well_name: 'Red Hawk 1H', stations: rows.length, compared: rows.length, beyond_survey: 0 });
    const paths = (await t.call('GET', `${base()}/trajectories?site_id=${await siteId('Rotated copy')}`, { token: admin })).body.data.designs as Path[];
    for (const row of c.body.data.rows as { md: number; d_tvd: number; d_azi: number; d_inc: number; distance: number; edm: { ns: number; ew: number } }[]) {
      const r = Math.hypot(row.edm.ns, row.edm.ew);
      expect(row.d_tvd).toBeCloseTo(0, 2);
      expect(row.d_inc).toBeCloseTo(0, 3);
      if (r > 1) expect(row.d_azi).toBeCloseTo(-10, 2);
      expect(row.distance).toBeCloseTo(2 * r * Math.sin((5 * Math.PI) / 180), 2);
    }
    expect(paths[0].points).toHaveLength(rows.length);
    // the well's own EDM link (Red Hawk pad, every third station) answers on the well
    const own = await t.call('GET', `/api/wells/${redHawk1}/edm/compare`, { token: engineer });
    expect(own.status).toBe(200);
    expect(own.body.data.edm_well_name).toBe('Red Hawk 1H');
    expect(own.body.data.compared).toBeGreaterThan(5);
  });

  it('templates, slots and datum; 409 for taken names, 404 for dangling ids, 400 naming the field', async () => {
    const site = await siteId('Red Hawk pad');
    const tpl = await t.call('POST', `${base()}/templates`, {
      token: engineer,
      body: {
        site_id: site,
        name: 'North template',
        slots: [
          { name: 'N1', north_m: 30, east_m: 0 },
          { name: 'N2', north_m: 30, east_m: 10 },
        ],
      },
    });
    expect(tpl.status).toBe(201);
    expect((await t.call('POST', `${base()}/templates`, { token: engineer, body: { site_id: site, name: 'north TEMPLATE' } })).status).toBe(409);
    const slot = await t.call('POST', `${base()}/slots`, {
      token: engineer,
      body: { site_id: site, template_id: tpl.body.data.id, name: 'N3', north_m: 30, east_m: 20 },
    });
    expect(slot.status).toBe(201);
    expect((await t.call('POST', `${base()}/slots`, { token: engineer, body: { site_id: site, name: 'n1', north_m: 0, east_m: 0 } })).status).toBe(409);
    const slots = (await t.call('GET', `${base()}/slots`, { token: analyst })).body.data;
    expect(slots.filter((s: { template_name: string | null }) => s.template_name === 'North template').map((s: { name: string }) => s.name)).toEqual([
      'N1',
      'N2',
      'N3',
    ]);
    expect(
      (
        await t.call('POST', `${base()}/slots`, {
          token: engineer,
          body: { site_id: '00000000-0000-4000-8000-000000000000', name: 'X', north_m: 0, east_m: 0 },
        })
      ).status,
    ).toBe(404);
    const bad = await t.call('POST', `${base()}/slots`, { token: engineer, body: { site_id: site, name: 'X', north_m: 'far', east_m: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/north_m/);

    const put = await t.call('PUT', `${base()}/sites/${site}/datum`, {
      token: engineer,
      body: { datum_name: 'KB', datum_elevation_m: 9.5, north_reference: 'grid', convergence_deg: 0.3 },
    });
    expect(put.status).toBe(200);
    const datum = (await t.call('GET', `${base()}/datum`, { token: analyst })).body.data.find((d: { site_id: string }) => d.site_id === site);
    expect(datum).toMatchObject({ datum_name: 'KB', datum_elevation_m: 9.5, north_reference: 'grid', convergence_deg: 0.3 });
    const badDatum = await t.call('PUT', `${base()}/sites/${site}/datum`, {
      token: engineer,
      body: { datum_name: 'KB', datum_elevation_m: 9.5, north_reference: 'magnetic', convergence_deg: 0 },
    });
    expect(badDatum.status).toBe(400);
    expect(badDatum.body.message).toMatch(/north_reference/);
  });

  it('rejects bad EDM files naming the row and attribute, a site twice with 409, and callers without the permissions', async () => {
    const post = (content: string, token = engineer) => t.call('POST', `${base()}/imports`, { token, body: { file_name: 'x.xml', content } });
    const notXml = await post('<export><CD_SITE');
    expect(notXml.status).toBe(400);
    expect(notXml.body.message).toMatch(/content: XML is not well-formed/);
    const badInc = await post(
      xml('Z', 'Bad inc', [
        [0, 0, 0],
        [100, 'steep' as unknown as number, 0],
      ]),
    );
    expect(badInc.status).toBe(400);
    expect(badInc.body.message).toMatch(/CD_SURVEY_STATION row 2: inclination "steep" is not a number/);
    const back = await post(
      xml('Z', 'Backwards', [
        [0, 0, 0],
        [100, 1, 0],
        [90, 2, 0],
      ]),
    );
    expect(back.body.message).toMatch(/row 3: md must increase/);
    const dangling = await post(xml('Z', 'Dangling', [[0, 0, 0]]).replace('slot_id="L" well_common_name', 'slot_id="NOPE" well_common_name'));
    expect(dangling.status).toBe(400);
    expect(dangling.body.message).toMatch(/slot_id NOPE/);
    expect((await post(xml('Z', 'Red Hawk pad', [[0, 0, 0]]))).status).toBe(409);
    expect((await t.call('POST', `${base()}/imports`, { token: engineer, body: { file_name: 'x.xml' } })).body.message).toMatch(/content/);

    expect((await post(xml('Z', 'Analyst site', [[0, 0, 0]]), analyst)).status).toBe(403);
    expect((await t.call('GET', base(), { token: directional })).status).toBe(403);
    expect((await t.call('GET', `${base()}/imports`, { token: analyst })).body.data.length).toBeGreaterThanOrEqual(3);
    expect((await t.call('GET', `${base()}/designs/00000000-0000-4000-8000-000000000000/compare`, { token: analyst })).status).toBe(404);
  });
});
