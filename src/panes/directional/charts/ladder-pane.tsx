/**
 * Ladder Plot (widget) and Separation (drilling.separation): for each offset well, the centre-to-
 * centre distance or the separation factor against the reference well's MD, with the stop (SF 1.0)
 * and warning (1.5) lines; the per-offset summary below. Ladder opens on C-C, Separation on SF.
 */
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useAcSummary, useLadderPlot } from '../../../api/directional';
import { useChartTheme } from '../../../features/charts';
import { useColumnVisibility } from '../../../features/virtual-table';
import type { PaneProps } from '../../pane-types';
import { MdSeriesChart, mdMarker, thresholdLine, type MdSeries } from '../plots/md-series-chart';
import { riskByWell, riskColor } from '../plots/risk-colors';
import { offsetSummaryColumns } from '../shared/ac-columns';
import { joinContext } from '../shared/context';
import { CursorTable, TableTools } from '../shared/cursor-table';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { ChartOverTable } from '../shared/split';
import { useDirectionalPane } from '../shared/use-directional-pane';

const useStyles = makeStyles({ tabs: { paddingLeft: tokens.spacingHorizontalS, flexShrink: 0 } });

/** SF shown up to this: far offsets' SF runs to hundreds and says only "far". */
const SF_SHOWN_MAX = 10;

export default function LadderPane(props: PaneProps) {
  const s = useStyles();
  const pane = useDirectionalPane(props);
  const t = useChartTheme();
  const [mode, setMode] = useState<'cc' | 'sf'>(props.paneType.id === 'drilling.separation' ? 'sf' : 'cc');
  const ladder = useLadderPlot(pane.wellId, pane.active);
  const summary = useAcSummary(pane.wellId, pane.active);
  const columns = useMemo(() => offsetSummaryColumns(pane.units), [pane.units]);
  const visibility = useColumnVisibility('ac-summary', columns);
  const L = pane.units.length;
  const series = useMemo<MdSeries[]>(() => {
    const risk = riskByWell(summary.data ?? null);
    return (ladder.data?.offsets ?? []).map((o) => ({
      name: o.name,
      color: riskColor(t, risk.get(o.well_id)?.level),
      mdM: o.ref_md,
      y: mode === 'cc' ? o.cc.map((v) => L.show(v)) : o.sf.map((v) => (v === null ? null : Math.min(v, SF_SHOWN_MAX * 1.5))),
      width: risk.get(o.well_id)?.level === 'stop' ? 2.5 : 1.75,
      unit: mode === 'cc' ? L.symbol : undefined,
    }));
  }, [ladder.data, summary.data, mode, t, L]);
  const lastSurveyMd = ladder.data?.reference.last_survey_md ?? null;
  const guides = useMemo(() => {
    const marks = [
      ...(mode === 'sf' ? [thresholdLine(1, t.semantic.stop, 'SF 1.0 stop', 'below'), thresholdLine(1.5, t.semantic.warning, 'SF 1.5 warning')] : []),
      ...(lastSurveyMd !== null ? [mdMarker(L.show(lastSurveyMd)!, t.muted, ' last survey · plan ahead →')] : []),
    ];
    return { shapes: marks.map((m) => m.shape), annotations: marks.map((m) => m.annotation) };
  }, [mode, t, lastSurveyMd, L]);
  const d = ladder.data;
  const ref = d?.reference;
  return (
    <PaneFrame
      title={props.paneType.title}
      context={joinContext(
        pane.wellName,
        ref ? `${ref.kind === 'composite' ? 'survey, then plan ahead' : ref.kind} · ${ref.separation.mode} k=${ref.separation.sigma_scale}` : null,
        d
          ? `${d.offsets.length} offset${d.offsets.length === 1 ? '' : 's'} in range${d.hidden_offsets ? `, ${d.hidden_offsets} hidden (no access)` : ''}`
          : null,
      )}
      tools={<TableTools visibility={visibility} rows={summary.data?.offsets} exportTitle={`${pane.wellName ?? 'well'} anti-collision summary`} />}
      state={d ? 'ready' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={ladder}
        what="anti-collision scan"
        isEmpty={(x) => x.offsets.length === 0}
        empty="No offset wells come within the scan radius of this well."
        ready={() => (
          <>
            <TabList
              className={s.tabs}
              size="small"
              selectedValue={mode}
              onTabSelect={(_, x) => setMode(x.value as 'cc' | 'sf')}
              aria-label="Ladder plot quantity"
            >
              <Tab value="cc">C-C distance</Tab>
              <Tab value="sf">Separation factor</Tab>
            </TabList>
            <ChartOverTable
              chartShare={0.62}
              chart={
                <MdSeriesChart
                  pane={pane}
                  label={`${mode === 'cc' ? 'Centre-to-centre distance' : 'Separation factor'} to each offset of ${pane.wellName ?? 'the well'}`}
                  exportName={`${pane.wellName ?? 'well'} ladder ${mode}`}
                  series={series}
                  y={mode === 'cc' ? { title: 'C-C distance', unit: L.symbol } : { title: 'Separation factor', range: [0, SF_SHOWN_MAX] }}
                  shapes={guides.shapes}
                  annotations={guides.annotations}
                  uiRevision={`${pane.wellId}-${mode}`}
                />
              }
              table={
                summary.data ? (
                  <CursorTable
                    label="Offsets: minimum separation"
                    rows={summary.data.offsets}
                    columns={visibility.visible}
                    rowKey={(r) => r.well_id}
                    cursor={pane.cursor}
                    onActivate={(r) => r.min_sf_ref_md !== null && pane.cursor.set(r.min_sf_ref_md)}
                  />
                ) : null
              }
            />
          </>
        )}
      />
    </PaneFrame>
  );
}
