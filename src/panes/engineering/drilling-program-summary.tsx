/**
 * Drilling Program Summary (widget.drilling-program-summary): the well's approved program (else its
 * newest) as a compact table, one line per hole section (MD, hole, casing, mud) with the AFE's planned
 * days and cost, and the totals line.
 */
import { useMemo } from 'react';
import { useDrillingProgram, useDrillingPrograms, type DrillingProgram } from '../../api/engineering/drilling-programs';
import { inches } from '../../domain/equipment/inches';
import { VirtualTable } from '../../features/virtual-table';
import { joinContext } from '../directional/shared/context';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState, PaneMessage } from '../directional/shared/pane-states';
import { useDirectionalPane } from '../directional/shared/use-directional-pane';
import type { PaneProps } from '../pane-types';
import { useUnitSystem } from '../reports/use-unit-system';
import { programUnits, summaryColumns, type ProgramUnits, type SummaryRow } from './program-columns';

function rows(p: DrillingProgram, u: ProgramUnits): SummaryRow[] {
  const D = u.depth;
  const md = (a: number, b: number) => `${Math.round(D.convert(a))}–${Math.round(D.convert(b))} ${D.symbol}`;
  const out: SummaryRow[] = p.sections.map((s) => ({
    key: String(s.index),
    name: s.name,
    md: md(s.from_m, s.to_m),
    hole: inches(s.hole_in),
    casing: s.casing ? `${inches(s.casing.od_in)} @ ${Math.round(D.convert(s.casing.shoe_m))} ${D.symbol}` : null,
    mud: `${s.mud.mud_type} ${Math.round(u.density.convert(s.mud.density_min_kg_m3) * 100) / 100}–${Math.round(u.density.convert(s.mud.density_max_kg_m3) * 100) / 100} ${u.density.symbol}`,
    days: s.planned_days,
    cost: s.planned_cost,
  }));
  const t = p.totals;
  out.push({
    key: 'total',
    name: 'Total',
    md: t.td_m === null ? null : md(0, t.td_m),
    hole: null,
    casing: null,
    mud: null,
    days: t.planned_days,
    cost: t.planned_cost,
  });
  return out;
}

export default function DrillingProgramSummary(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const system = useUnitSystem();
  const u = useMemo(() => programUnits(system), [system]);
  const list = useDrillingPrograms(pane.wellId, pane.active);
  const chosen = list.data?.find((x) => x.status === 'approved') ?? list.data?.[0];
  const program = useDrillingProgram(pane.wellId, chosen?.id ?? null, pane.active);
  const p = program.data;
  const cols = useMemo(() => summaryColumns(p?.totals.currency ?? null), [p]);
  const none = list.data && list.data.length === 0;
  return (
    <PaneFrame
      title="Drilling program summary"
      context={joinContext(pane.wellName, p ? `${p.name} · ${p.status} v${p.version}` : null, p && !p.totals.afe_name ? 'no AFE: days and cost unknown' : null)}
      state={p || none ? 'ready' : program.error || list.error ? 'error' : 'loading'}
    >
      {none ? (
        <PaneMessage state="empty" title="This well has no drilling program yet." />
      ) : (
        <DataState
          wellId={pane.wellId}
          swr={{ ...program, error: program.error ?? list.error }}
          what="drilling program"
          isEmpty={(x) => x.sections.length === 0}
          empty="The program has no hole sections (no drilling design linked)."
          ready={(x) => (
            <VirtualTable label="Drilling program summary" exportTitle={`${x.name} summary`} rows={rows(x, u)} columns={cols} rowKey={(r) => r.key} />
          )}
        />
      )}
    </PaneFrame>
  );
}
