/**
 * compare_wells: the figures of several wells side by side, each read as the user from the well's
 * job summary (GET wells/{id}/job_summary: Days vs Depth for depth and footage, the multi-well KPIs
 * for ROP and connections, the troubles for NPT, the cost chart for cost vs AFE), so nothing here
 * computes a figure of its own. A figure that is absent is null with the reason beside it, per well,
 * never a silent 0.
 */
/** A GET as the user (tools.ts passes its CallAsUser; declared here so tools.ts, which registers this, is not imported back). */
type GetAsUser = (method: 'GET', url: string) => Promise<{ status: number; body: any }>;

type Well = { id: string; name: string };

export interface ComparedWell {
  well: string;
  well_id: string;
  spud: number | null;
  days_from_spud: number | null;
  hole_depth_m: number | null;
  footage_m: number | null;
  rop_on_bottom_m_per_h: number | null;
  connections: number | null;
  slips_to_slips_median_s: number | null;
  weight_to_weight_median_s: number | null;
  npt_h: number | null;
  cost_to_date: number | null;
  afe_total: number | null;
  currency: string | null;
  /** Why a figure is null, by its key. */
  missing: Record<string, string>;
}

const round = (v: number | null, decimals: number): number | null => (v === null || !Number.isFinite(v) ? null : Number(v.toFixed(decimals)));

/** One well's row: its job summary as the user may read it, or every figure missing with the API's reason. */
async function compareOne(call: GetAsUser, well: Well): Promise<ComparedWell> {
  const row: ComparedWell = {
    well: well.name,
    well_id: well.id,
    spud: null,
    days_from_spud: null,
    hole_depth_m: null,
    footage_m: null,
    rop_on_bottom_m_per_h: null,
    connections: null,
    slips_to_slips_median_s: null,
    weight_to_weight_median_s: null,
    npt_h: null,
    cost_to_date: null,
    afe_total: null,
    currency: null,
    missing: {},
  };
  const figures = Object.keys(row).filter((k) => !['well', 'well_id', 'missing'].includes(k)) as (keyof ComparedWell)[];
  const r = await call('GET', `/api/wells/${well.id}/job_summary`);
  if (r.status >= 400) {
    const why = `Job summary: ${typeof r.body?.message === 'string' ? r.body.message : `HTTP ${r.status}`}`;
    for (const k of figures) row.missing[k] = why;
    return row;
  }
  const s = r.body.data;
  const set = (key: keyof ComparedWell, value: number | null, why: string) => {
    (row as unknown as Record<string, unknown>)[key] = value;
    if (value === null) row.missing[key] = why;
  };
  const noSpud = 'No spud date and no hole-depth record';
  set('spud', s.spud, noSpud);
  set('days_from_spud', round(s.days, 2), noSpud);
  const noDepth = s.spud === null ? noSpud : 'No hole depth recorded for this well';
  set('hole_depth_m', round(s.depth.deepest_m, 1), noDepth);
  set('footage_m', round(s.depth.footage_m, 1), noDepth);
  const kpis = s.kpis as { missing: Record<string, string>; [k: string]: unknown } | null;
  const kpi = (key: keyof ComparedWell, kpiKey: string, decimals: number) =>
    set(key, round((kpis?.[kpiKey] as number | null) ?? null, decimals), kpis?.missing[kpiKey] ?? noSpud);
  kpi('rop_on_bottom_m_per_h', 'rop_m_per_h', 1);
  kpi('connections', 'connections', 0);
  kpi('slips_to_slips_median_s', 'slips_to_slips_median_s', 0);
  kpi('weight_to_weight_median_s', 'weight_to_weight_median_s', 0);
  if (!s.npt.visible) set('npt_h', null, 'You may not see the troubles of this well');
  else set('npt_h', s.spud === null ? null : round(s.npt.total_s / 3600, 1), noSpud);
  if (!s.costs_visible) {
    set('cost_to_date', null, 'You may not see the costs of this well');
    set('afe_total', null, 'You may not see the costs of this well');
  } else if (!s.costs) {
    set('cost_to_date', null, noSpud);
    set('afe_total', null, noSpud);
  } else {
    row.currency = s.costs.currency;
    set('cost_to_date', round(s.costs.total, 0), 'No costs recorded');
    set('afe_total', round(s.costs.afe_total, 0), s.costs.note ?? 'No AFE for this well');
  }
  if (row.currency === null) delete row.missing.currency;
  return row;
}

/** The rows of the wells (already resolved as the user may see them), in the order given. */
export async function compareWells(call: GetAsUser, wells: readonly Well[]): Promise<ComparedWell[]> {
  return Promise.all(wells.map((w) => compareOne(call, w)));
}
