/**
 * The distribution reports (widgets Distribution Report, Run Distribution Report, Stage Distribution
 * Report and Custom Distribution Report): one KPI over the wells of the pane well's project, over the
 * well's BHA runs, or over its frac stages (POST multi-well/custom_distribution). A histogram with
 * P10 / P50 / P90 marked, the figures, and every value in a table. The custom report lets the user
 * choose what the KPI is spread over and whose (this well, or every well of its project); the others
 * fix what it is over and offer the KPIs that have a value there. Over wells, "Group by" pools the
 * wells per rig, hole section or crew (day / night tour) as reports/aggregation does: one bar per
 * group at its pooled figure (a ratio of summed raw figures), its wells' P10–P90 as the whisker.
 */
import { Caption1, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useCustomDistribution, useWellTree, type CustomDistribution } from '../../api/multi-well';
import { DISTRIBUTION_GROUPS, kpisGrouped, kpisOver, type DistributionGroupBy, type DistributionOver } from '../../domain/multiwell/distribution-kpis';
import type { DistributionGroup } from '../../domain/multiwell/grouped-distribution';
import { excludedByReason } from '../../domain/multiwell/aggregation';
import type { DistributionItem } from '../../domain/multiwell/kpi-distribution';
import { Chart, type ChartTrace } from '../../features/charts';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { NO_WELL_MESSAGE, PaneMessage, errorText } from '../directional/shared/pane-states';
import { usePaneWell } from '../logs/use-pane-well';
import { paneBarStyle, paneRootStyle } from '../pane-chrome';
import type { PaneProps } from '../pane-types';
import { flattenTree } from './well-chooser';

const useStyles = makeStyles({
  root: paneRootStyle,
  bar: { ...paneBarStyle, flexWrap: 'wrap' },
  title: { fontWeight: tokens.fontWeightSemibold },
  // A horizontal Field gives its label a third of the width, and the select then overlapped the
  // caption after it: label and select each as wide as they need.
  inline: { gridTemplateColumns: 'auto auto', columnGap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  body: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minHeight: 0,
    overflow: 'auto',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
  },
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  table: { minHeight: '160px', flexGrow: 1 },
});

/** Whose items: the pane well's, its project's wells', or every well the user may see (at most the API's 100). */
type Scope = 'well' | 'project' | 'all';
const MAX_WELLS = 100;

/** What each report is drawn over, and its first KPI. */
const REPORTS: Record<string, { over: DistributionOver | null; kpi: string }> = {
  'widget.distribution-report': { over: 'wells', kpi: 'rop_m_per_h' },
  'widget.run-distribution-report': { over: 'runs', kpi: 'rop_m_per_h' },
  'widget.stage-distribution-report': { over: 'stages', kpi: 'proppant_kg' },
  'widget.custom-distribution-report': { over: null, kpi: 'rop_m_per_h' },
};

const OVER_LABEL: Record<DistributionOver, string> = { wells: 'wells', runs: 'BHA runs', stages: 'frac stages' };
const GROUP_LABEL: Record<DistributionGroupBy, string> = { well: 'well', rig: 'rig', section: 'hole section', crew: 'crew (tour)' };
const parseGroupBy = (v: string | undefined): DistributionGroupBy =>
  (DISTRIBUTION_GROUPS as readonly string[]).includes(v ?? '') ? (v as DistributionGroupBy) : 'well';

const fmt = (v: number | null, unit: string) =>
  v === null ? '-' : `${v.toLocaleString(undefined, { maximumFractionDigits: Math.abs(v) >= 100 ? 0 : 2 })} ${unit}`;

function DistributionChart({ d }: { d: CustomDistribution }) {
  const h = d.distribution.histogram;
  const centers = h.counts.map((_, i) => (h.edges[i] + h.edges[i + 1]) / 2);
  const width = h.edges.length > 1 ? h.edges[1] - h.edges[0] : 1;
  const top = Math.max(1, ...h.counts);
  const unit = d.kpi.unit;
  const marks: ChartTrace[] = (['p10', 'p50', 'p90'] as const)
    .filter((k) => d.distribution[k] !== null)
    .map((k) => ({
      type: 'scatter',
      mode: 'lines',
      name: `${k.toUpperCase()} ${fmt(d.distribution[k], unit)}`,
      x: [d.distribution[k]!, d.distribution[k]!],
      y: [0, top],
      line: { width: 2, dash: k === 'p50' ? 'solid' : 'dash' },
      hovertemplate: `${k.toUpperCase()}: %{x:.2f} ${unit}<extra></extra>`,
    }));
  const bars: ChartTrace = {
    type: 'bar',
    name: OVER_LABEL[d.over],
    x: centers,
    y: h.counts,
    width: centers.map(() => width * 0.95),
    customdata: h.labels,
    hovertemplate: `%{customdata} ${unit}: %{y}<extra></extra>`,
  };
  const label = `${d.kpi.label} over ${OVER_LABEL[d.over]}`;
  return (
    <Chart
      label={label}
      exportName={label}
      data={[bars, ...marks]}
      x={{ title: d.kpi.label, unit }}
      y={{ title: `Number of ${OVER_LABEL[d.over]}` }}
      showLegend
    />
  );
}

/** One bar per group at its pooled figure, the whisker from its wells' P10 to P90. */
function GroupChart({ d, groups }: { d: CustomDistribution; groups: readonly DistributionGroup[] }) {
  const unit = d.kpi.unit;
  const shown = groups.filter((g) => g.pooled !== null);
  const label = `${d.kpi.label} per ${GROUP_LABEL[d.group_by]}`;
  const bars: ChartTrace = {
    type: 'bar',
    name: `Pooled ${d.kpi.label}`,
    x: shown.map((g) => g.label),
    y: shown.map((g) => g.pooled),
    error_y: {
      type: 'data',
      symmetric: false,
      array: shown.map((g) => (g.p90 === null ? 0 : Math.max(0, g.p90 - g.pooled!))),
      arrayminus: shown.map((g) => (g.p10 === null ? 0 : Math.max(0, g.pooled! - g.p10))),
    },
    customdata: shown.map((g) => `${g.wells} wells, P10 ${fmt(g.p10, unit)} · P50 ${fmt(g.p50, unit)} · P90 ${fmt(g.p90, unit)}`),
    hovertemplate: `%{x}: %{y:.2f} ${unit} pooled<br>%{customdata}<extra></extra>`,
  };
  return <Chart label={label} exportName={label} data={[bars]} x={{ title: GROUP_LABEL[d.group_by], type: 'category' }} y={{ title: d.kpi.label, unit }} />;
}

const groupColumns = (unit: string): ColumnDef<DistributionGroup>[] => [
  { id: 'label', header: 'Group', value: (r) => r.label, align: 'start', width: 180, pinned: true },
  { id: 'wells', header: 'Wells', value: (r) => r.wells, decimals: 0, width: 60 },
  { id: 'pooled', header: 'Pooled', unit, description: "Ratio of the group's summed raw figures", value: (r) => r.pooled, decimals: 2, width: 100 },
  { id: 'p10', header: 'P10', unit, description: "Of its wells' own figures", value: (r) => r.p10, decimals: 2, width: 90 },
  { id: 'p50', header: 'P50', unit, value: (r) => r.p50, decimals: 2, width: 90 },
  { id: 'p90', header: 'P90', unit, value: (r) => r.p90, decimals: 2, width: 90 },
];

function Figures({ d }: { d: CustomDistribution }) {
  const s = useStyles();
  const x = d.distribution;
  const u = d.kpi.unit;
  return (
    <div className={s.figures} data-distribution-figures>
      <Text>
        n = {x.count} {d.groups ? `wells' shares of ${d.groups.length} groups` : OVER_LABEL[d.over]}
      </Text>
      <Text>P10 {fmt(x.p10, u)}</Text>
      <Text weight="semibold">P50 {fmt(x.p50, u)}</Text>
      <Text>P90 {fmt(x.p90, u)}</Text>
      <Text>mean {fmt(x.mean, u)}</Text>
      <Text>
        min {fmt(x.min, u)} · max {fmt(x.max, u)}
      </Text>
    </div>
  );
}

export default function DistributionPane(props: PaneProps) {
  const s = useStyles();
  const report = REPORTS[props.paneType.id] ?? REPORTS['widget.custom-distribution-report'];
  const pw = usePaneWell(props);
  const [over, setOver] = useState<DistributionOver>(report.over ?? (props.instance.params.over as DistributionOver | undefined) ?? 'wells');
  const [groupAsked, setGroupBy] = useState<DistributionGroupBy>(parseGroupBy(props.instance.params.group_by));
  const groupBy: DistributionGroupBy = over === 'wells' ? groupAsked : 'well';
  const offered = over === 'wells' ? kpisGrouped(groupBy) : kpisOver(over);
  const [kpiAsked, setKpi] = useState(props.instance.params.kpi ?? report.kpi);
  const kpi = offered.some((k) => k.id === kpiAsked) ? kpiAsked : offered[0].id;
  const [scopeAsked, setScope] = useState<Scope>('well');
  const scope: Scope = over === 'wells' && scopeAsked === 'well' ? 'project' : scopeAsked;
  const tree = useWellTree();
  const wellId = props.wellId;
  const projectId = pw.well?.project_id == null ? null : String(pw.well.project_id);
  const wells = useMemo(() => {
    if (!wellId) return [];
    if (scope === 'well') return [wellId];
    if (!tree.data) return [];
    const all = flattenTree(tree.data.data);
    if (scope === 'all') return all.slice(0, MAX_WELLS).map((w) => w.id);
    const mine = all.filter((w) => projectId !== null && w.projectId === projectId).map((w) => w.id);
    return mine.length ? mine : [wellId];
  }, [wellId, scope, tree.data, projectId]);
  const q = useCustomDistribution(wells, over, kpi, groupBy);
  const d = q.data?.data;
  const columns: ColumnDef<DistributionItem>[] = [
    {
      id: 'label',
      header: over === 'wells' ? (groupBy === 'well' ? 'Well' : `Well · ${GROUP_LABEL[groupBy]}`) : over === 'runs' ? 'Run' : 'Stage',
      value: (r) => r.label,
      align: 'start',
      width: 260,
      pinned: true,
    },
    { id: 'value', header: d?.kpi.label ?? 'Value', unit: d?.kpi.unit, value: (r) => r.value, decimals: 2, width: 140 },
  ];
  const whose = scope === 'all' ? 'every well you may see' : scope === 'project' ? "the project's wells" : (pw.well?.name ?? 'the well');
  return (
    <div className={s.root} data-distribution={over} data-distribution-group-by={groupBy}>
      <div className={s.bar}>
        <Text className={s.title}>{props.paneType.title}</Text>
        {report.over === null && (
          <Field label="Over" orientation="horizontal" className={s.inline}>
            <Select value={over} onChange={(_, v) => setOver(v.value as DistributionOver)} aria-label="What the KPI is spread over">
              {(Object.keys(OVER_LABEL) as DistributionOver[]).map((o) => (
                <option key={o} value={o}>
                  {OVER_LABEL[o]}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {(report.over === null || over === 'wells') && (
          <Field label="Of" orientation="horizontal" className={s.inline}>
            <Select value={scope} onChange={(_, v) => setScope(v.value as Scope)} aria-label={over === 'wells' ? 'Which wells' : 'Whose runs or stages'}>
              {over !== 'wells' && <option value="well">this well</option>}
              <option value="project">every well of its project</option>
              <option value="all">every well you may see</option>
            </Select>
          </Field>
        )}
        {over === 'wells' && (
          <Field label="Group by" orientation="horizontal" className={s.inline}>
            <Select
              value={groupBy}
              onChange={(_, v) => setGroupBy(v.value as DistributionGroupBy)}
              aria-label="Group the wells by"
              data-distribution-group-select
            >
              {DISTRIBUTION_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {GROUP_LABEL[g]}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label="KPI" orientation="horizontal" className={s.inline}>
          <Select value={kpi} onChange={(_, v) => setKpi(v.value)} aria-label="KPI">
            {offered.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label} ({k.unit})
              </option>
            ))}
          </Select>
        </Field>
        <Caption1 className={s.muted}>
          {over === 'wells' ? (scope === 'all' ? `${wells.length} wells you may see` : 'Every well of the project') : `${OVER_LABEL[over]} of ${whose}`}
        </Caption1>
      </div>
      <div className={s.body}>
        {!wellId ? (
          <PaneMessage state="no-well" title={NO_WELL_MESSAGE} />
        ) : q.error || tree.error ? (
          <PaneMessage state="error" title="The distribution could not be loaded" detail={errorText(q.error ?? tree.error)} />
        ) : !d ? (
          <PaneMessage state="loading" title="Loading the distribution…" />
        ) : d.distribution.count === 0 ? (
          <PaneMessage
            state="empty"
            title={`No ${OVER_LABEL[over]} with a ${d.kpi.label.toLowerCase()} for ${whose}`}
            detail={
              over === 'stages'
                ? 'Frac stages come from the treatment records of a fractured well.'
                : over === 'runs'
                  ? "BHA runs need a depth in and out that the well's depth record reached."
                  : 'The wells have no data for this KPI yet.'
            }
          />
        ) : (
          <>
            <Figures d={d} />
            {d.groups ? (
              <>
                <GroupChart d={d} groups={d.groups} />
                <VirtualTable
                  className={s.table}
                  label={`${d.kpi.label} per ${GROUP_LABEL[groupBy]}`}
                  exportTitle={`${d.kpi.label} per ${GROUP_LABEL[groupBy]}`}
                  rows={d.groups}
                  columns={groupColumns(d.kpi.unit)}
                  rowKey={(r) => r.key}
                />
              </>
            ) : (
              <DistributionChart d={d} />
            )}
            <VirtualTable
              className={s.table}
              label={`${d.kpi.label} values`}
              exportTitle={`${d.kpi.label} values`}
              rows={d.items}
              columns={columns}
              rowKey={(r) => r.label}
            />
            {d.distribution.without.length > 0 && (
              <Caption1 className={s.muted} data-distribution-without>
                Without a value (not counted): {d.distribution.without.join(', ')}
              </Caption1>
            )}
            {excludedByReason(d.excluded ?? []).map(([reason, names]) => (
              <Caption1 key={reason} className={s.muted} data-distribution-excluded={names.length}>
                Left out, {reason.charAt(0).toLowerCase() + reason.slice(1)}: {names.join(', ')}
              </Caption1>
            ))}
            {d.method && <Caption1 className={s.muted}>{d.method}</Caption1>}
            <Caption1 className={s.muted}>Percentiles linear between closest ranks (Excel PERCENTILE.INC).</Caption1>
          </>
        )}
      </div>
    </div>
  );
}
