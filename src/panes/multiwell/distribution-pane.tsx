/**
 * The distribution reports (widgets Distribution Report, Run Distribution Report, Stage Distribution
 * Report and Custom Distribution Report): one KPI over the wells of the pane well's project, over the
 * well's BHA runs, or over its frac stages (POST multi-well/custom_distribution). A histogram with
 * P10 / P50 / P90 marked, the figures, and every value in a table. The custom report lets the user
 * choose what the KPI is spread over and whose (this well, or every well of its project); the others
 * fix what it is over and offer the KPIs that have a value there.
 */
import { Caption1, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useCustomDistribution, useWellTree, type CustomDistribution } from '../../api/multi-well';
import { kpisOver, type DistributionOver } from '../../domain/multiwell/distribution-kpis';
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

type Scope = 'well' | 'project';

/** What each report is drawn over, and its first KPI. */
const REPORTS: Record<string, { over: DistributionOver | null; kpi: string }> = {
  'widget.distribution-report': { over: 'wells', kpi: 'rop_m_per_h' },
  'widget.run-distribution-report': { over: 'runs', kpi: 'rop_m_per_h' },
  'widget.stage-distribution-report': { over: 'stages', kpi: 'proppant_kg' },
  'widget.custom-distribution-report': { over: null, kpi: 'rop_m_per_h' },
};

const OVER_LABEL: Record<DistributionOver, string> = { wells: 'wells', runs: 'BHA runs', stages: 'frac stages' };

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

function Figures({ d }: { d: CustomDistribution }) {
  const s = useStyles();
  const x = d.distribution;
  const u = d.kpi.unit;
  return (
    <div className={s.figures} data-distribution-figures>
      <Text>
        n = {x.count} {OVER_LABEL[d.over]}
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
  const offered = kpisOver(over);
  const [kpiAsked, setKpi] = useState(props.instance.params.kpi ?? report.kpi);
  const kpi = offered.some((k) => k.id === kpiAsked) ? kpiAsked : offered[0].id;
  const [scopeAsked, setScope] = useState<Scope>('well');
  const scope: Scope = over === 'wells' ? 'project' : scopeAsked;
  const tree = useWellTree();
  const wellId = props.wellId;
  const projectId = pw.well?.project_id == null ? null : String(pw.well.project_id);
  const wells = useMemo(() => {
    if (!wellId) return [];
    if (scope === 'well') return [wellId];
    if (!tree.data) return [];
    const all = flattenTree(tree.data.data);
    const mine = all.filter((w) => projectId !== null && w.projectId === projectId).map((w) => w.id);
    return mine.length ? mine : [wellId];
  }, [wellId, scope, tree.data, projectId]);
  const q = useCustomDistribution(wells, over, kpi);
  const d = q.data?.data;
  const columns: ColumnDef<DistributionItem>[] = [
    { id: 'label', header: over === 'wells' ? 'Well' : over === 'runs' ? 'Run' : 'Stage', value: (r) => r.label, align: 'start', width: 220, pinned: true },
    { id: 'value', header: d?.kpi.label ?? 'Value', unit: d?.kpi.unit, value: (r) => r.value, decimals: 2, width: 140 },
  ];
  const whose = scope === 'project' ? "the project's wells" : (pw.well?.name ?? 'the well');
  return (
    <div className={s.root} data-distribution={over}>
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
        {report.over === null && over !== 'wells' && (
          <Field label="Of" orientation="horizontal" className={s.inline}>
            <Select value={scope} onChange={(_, v) => setScope(v.value as Scope)} aria-label="Whose runs or stages">
              <option value="well">this well</option>
              <option value="project">every well of its project</option>
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
        <Caption1 className={s.muted}>{over === 'wells' ? 'Every well of the project' : `${OVER_LABEL[over]} of ${whose}`}</Caption1>
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
            <DistributionChart d={d} />
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
            <Caption1 className={s.muted}>Percentiles linear between closest ranks (Excel PERCENTILE.INC).</Caption1>
          </>
        )}
      </div>
    </div>
  );
}
