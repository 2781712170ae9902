/**
 * "Compare by: Well | Rig | Section | Crew": the compared wells' drilling KPIs pooled per group (POST
 * reports/aggregation), one row per group, in the user's units, exportable as CSV and XLSX. The
 * grouping and the KPIs shown are pane params (`compare`, `kpis`), so the URL holds them beside the
 * wells; a saved template (mw-templates-dialog.tsx) sets all three. A figure a group lacks shows '-'
 * with the reason as its tooltip, and every reason (and every well left out) is said under the table.
 */
import { Caption1, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useAggregation } from '../../api/multi-well';
import {
  AGGREGATION_GROUP_LABELS,
  AGGREGATION_GROUPS,
  AGGREGATION_KPIS,
  excludedByReason,
  type AggregationGroupBy,
  type AggregationKpiId,
  type AggregationRow,
  type AggregationUnit,
} from '../../domain/multiwell/aggregation';
import { COMPARE_BY_PARAM, COMPARE_KPIS_PARAM } from '../../features/comparison/comparison-set';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { usePaneParamsSetter } from '../../features/workspace/pane-params';
import { VirtualTable, fittedTableHeightPx, type ColumnDef } from '../../features/virtual-table';
import { conv, hours, minutes, reportUnits, type ReportUnits } from '../reports/report-units';
import { useUnitSystem } from '../reports/use-unit-system';
import { missingNotes } from './kpi-table';
import { MwTemplatesButton } from './mw-templates-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexShrink: 0 },
  bar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  tableBox: { display: 'flex', flexDirection: 'column', flexShrink: 0 },
  table: { flexGrow: 1 },
  notes: { display: 'flex', flexDirection: 'column', color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const parseGroupBy = (v: string | undefined): AggregationGroupBy =>
  (AGGREGATION_GROUPS as readonly string[]).includes(v ?? '') ? (v as AggregationGroupBy) : 'well';

function parseKpis(v: string | undefined): AggregationKpiId[] {
  const asked = (v ?? '').split(',');
  const chosen = AGGREGATION_KPIS.filter((k) => asked.includes(k.id)).map((k) => k.id);
  return chosen.length ? chosen : AGGREGATION_KPIS.map((k) => k.id);
}

function unitOf(unit: AggregationUnit, u: ReportUnits): { symbol?: string; value: (v: number | null) => number | null; decimals: number } {
  switch (unit) {
    case 'depth':
      return { symbol: u.depth.symbol, value: (v) => conv(v, u.depth), decimals: 0 };
    case 'rop':
      return { symbol: u.rop.symbol, value: (v) => conv(v, u.rop), decimals: 1 };
    case 'min':
      return { symbol: 'min', value: minutes, decimals: 1 };
    case 'h':
      return { symbol: 'h', value: hours, decimals: 1 };
    case '%':
      return { symbol: '%', value: (v) => (v === null ? null : v * 100), decimals: 1 };
    case 'count':
      return { value: (v) => v, decimals: 0 };
  }
}

function columnsOf(groupBy: AggregationGroupBy, kpis: readonly AggregationKpiId[], u: ReportUnits): ColumnDef<AggregationRow>[] {
  const figures = AGGREGATION_KPIS.filter((k) => kpis.includes(k.id)).map((k): ColumnDef<AggregationRow> => {
    const x = unitOf(k.unit, u);
    return {
      id: k.id,
      header: k.label,
      unit: x.symbol,
      description: k.description,
      value: (r) => x.value(r[k.id]),
      decimals: x.decimals,
      width: 84,
    };
  });
  return [
    { id: 'group', header: AGGREGATION_GROUP_LABELS[groupBy], value: (r) => r.label, align: 'start', width: 170, pinned: true },
    { id: 'wells', header: 'Wells', description: 'Wells with time in the group', value: (r) => r.wells, decimals: 0, width: 60 },
    {
      id: 'time',
      header: 'Time',
      unit: 'd',
      description: "Time covered: the sum of the group's windows",
      value: (r) => r.time_s / 86_400,
      decimals: 1,
      width: 70,
    },
    ...figures,
  ];
}

/** '-' with the reason as its tooltip where a group has no value (the default cell elsewhere). */
function missingCell(r: AggregationRow, c: ColumnDef<AggregationRow>) {
  const why = r.missing[c.id];
  if (!why || c.value(r) !== null) return undefined;
  return (
    <span title={why} aria-label={`No value: ${why}`} data-missing={c.id}>
      -
    </span>
  );
}

const KPI_LABELS = Object.fromEntries(AGGREGATION_KPIS.map((k) => [k.id, k.label]));

/**
 * A pane re-mounts when its params change (tab-content.tsx), so the radio that changed them would lose
 * the focus and the next arrow key would go nowhere: the new pane gives it back to the checked radio.
 */
let refocusTab: string | null = null;

export function GroupComparison({ wells, params }: { wells: readonly string[]; params: Readonly<Record<string, string>> }) {
  const s = useStyles();
  const setParams = usePaneParamsSetter();
  // Outside a saved place (a Multi-Tab's tab) the choice is the pane's own state.
  const [local, setLocal] = useState<Record<string, string>>({});
  const p = setParams ? params : { ...params, ...local };
  const groupBy = parseGroupBy(p[COMPARE_BY_PARAM]);
  const kpis = parseKpis(p[COMPARE_KPIS_PARAM]);
  const { instanceId } = usePaneActivity();
  const radios = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refocusTab !== instanceId) return;
    refocusTab = null;
    radios.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [instanceId]);
  const set = (next: Record<string, string>) => {
    if (!setParams) return setLocal((l) => ({ ...l, ...next }));
    refocusTab = instanceId;
    setParams({ ...params, ...next });
  };
  const u = reportUnits(useUnitSystem());
  const q = useAggregation(wells, groupBy);
  const d = q.data?.data;
  const label = `Multi-well comparison by ${AGGREGATION_GROUP_LABELS[groupBy].toLowerCase()}`;
  return (
    <section className={s.root} aria-label="Compare by group" data-group-comparison={groupBy}>
      <div className={s.bar}>
        <Caption1 aria-hidden>Compare by:</Caption1>
        <RadioGroup
          ref={radios}
          layout="horizontal"
          aria-label="Compare by"
          value={groupBy}
          onChange={(_, x) => set({ [COMPARE_BY_PARAM]: x.value })}
          data-compare-by
        >
          {AGGREGATION_GROUPS.map((g) => (
            <Radio key={g} value={g} label={AGGREGATION_GROUP_LABELS[g]} />
          ))}
        </RadioGroup>
        <MwTemplatesButton current={{ well_ids: [...wells], group_by: groupBy, kpis }} onOpen={set} />
      </div>
      {q.error ? (
        <Caption1 className={s.error} role="alert" data-pane-message="error">
          Could not load the comparison: {String((q.error as Error).message ?? q.error)}
        </Caption1>
      ) : !d ? (
        <Caption1 data-pane-message="loading">
          Pooling {wells.length} wells by {groupBy}…
        </Caption1>
      ) : (
        <>
          {/* The grid scrolls inside a set height: the page around it scrolls too, so it takes its rows' height. */}
          <div className={s.tableBox} style={{ height: `${fittedTableHeightPx(d.groups.length)}px` }}>
            <VirtualTable
              className={s.table}
              label={label}
              exportTitle={label}
              rows={d.groups}
              columns={columnsOf(groupBy, kpis, u)}
              rowKey={(r) => r.key}
              renderCell={missingCell}
            />
          </div>
          <div className={s.notes} data-group-notes>
            {d.groups.length === 0 && <Caption1 data-group-empty>None of the compared wells falls in a {groupBy} group.</Caption1>}
            {excludedByReason(d.excluded).map(([reason, names]) => (
              <Caption1 key={reason} data-excluded-wells={names.length}>
                Left out, {reason.charAt(0).toLowerCase() + reason.slice(1)}: {names.join(', ')}
              </Caption1>
            ))}
            {missingNotes(
              d.groups.map((g) => ({ name: g.label, kpis: { missing: g.missing } })),
              KPI_LABELS,
            ).map((n) => (
              <Caption1 key={n}>{n}</Caption1>
            ))}
            <Caption1>{d.method}</Caption1>
          </div>
        </>
      )}
    </section>
  );
}
