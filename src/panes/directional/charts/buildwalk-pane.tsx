/**
 * Build/Walk (drilling.buildwalk; the Rotary Build/Walk widget): build and walk rate per course
 * against MD, split into what the slides did and what rotating did (rotary tendency), with the motor
 * yield the slid courses show. Chart over the per-course table.
 */
import { useMemo } from 'react';
import { useBuildWalk, type BuildWalkRow } from '../../../api/directional';
import { useChartTheme } from '../../../features/charts';
import { useColumnVisibility, type ColumnDef } from '../../../features/virtual-table';
import type { PaneProps } from '../../pane-types';
import { robustRange } from '../plots/analysis-series';
import { MdSeriesChart, type MdSeries } from '../plots/md-series-chart';
import { joinContext } from '../shared/context';
import { CursorTable, TableTools } from '../shared/cursor-table';
import type { DisplayUnits } from '../shared/display-units';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { ChartOverTable } from '../shared/split';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { formatDecimals } from '../../../domain/format';

function columns(u: DisplayUnits): ColumnDef<BuildWalkRow>[] {
  const L = u.length;
  const D = u.dls;
  const rate = (id: keyof BuildWalkRow, header: string, description: string, extra: Partial<ColumnDef<BuildWalkRow>> = {}): ColumnDef<BuildWalkRow> => ({
    id,
    header,
    unit: D.symbol,
    value: (r) => D.show(r[id] as number | null),
    decimals: 2,
    width: 92,
    description,
    ...extra,
  });
  return [
    { id: 'md', header: 'MD', unit: L.symbol, value: (r) => L.show(r.md), decimals: 2, width: 92, pinned: true },
    { id: 'course_length', header: 'Course', unit: L.symbol, value: (r) => L.show(r.course_length), decimals: 2, width: 80 },
    rate('build', 'Build', 'Inclination change per length (+ building, − dropping)'),
    rate('walk', 'Walk', 'Azimuth change per length (+ right, − left)'),
    rate('dls', 'DLS', 'Dogleg severity of the course'),
    { id: 'slid', header: 'Slid', unit: L.symbol, value: (r) => L.show(r.slid), decimals: 1, width: 70 },
    { id: 'rotated', header: 'Rotated', unit: L.symbol, value: (r) => L.show(r.rotated), decimals: 1, width: 76 },
    rate('rotary_build', 'Rotary build', 'Build while rotating: the course less what the slides did'),
    rate('rotary_walk', 'Rotary walk', 'Walk while rotating'),
    rate('motor_yield', 'Motor yield', 'DLS per slid length the motor achieved', { hideable: true }),
  ];
}

export default function BuildWalkPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const t = useChartTheme();
  const bw = useBuildWalk(pane.wellId, pane.active);
  const cols = useMemo(() => columns(pane.units), [pane.units]);
  const visibility = useColumnVisibility('buildwalk', cols);
  const D = pane.units.dls;
  const series = useMemo<MdSeries[]>(() => {
    const rows = bw.data?.rows ?? [];
    const md = rows.map((r) => r.md);
    const s = (name: string, color: string, y: (number | null)[], dash?: 'dash' | 'dot', mode?: MdSeries['mode']): MdSeries => ({
      name,
      color,
      mdM: md,
      y: y.map((v) => D.show(v)),
      dash,
      mode,
      unit: D.symbol,
    });
    return [
      s(
        'Build',
        t.semantic.actual,
        rows.map((r) => r.build),
        undefined,
        'lines+markers',
      ),
      s(
        'Walk',
        t.semantic.projection,
        rows.map((r) => r.walk),
        undefined,
        'lines+markers',
      ),
      s(
        'Rotary build',
        t.semantic.plan,
        rows.map((r) => r.rotary_build),
        'dash',
      ),
      s(
        'Rotary walk',
        t.semantic.target,
        rows.map((r) => r.rotary_walk),
        'dot',
      ),
    ];
  }, [bw.data, t, D]);
  const d = bw.data;
  const fmtRate = (v: number | null | undefined) => (v === null || v === undefined ? '-' : `${formatDecimals(D.show(v), 2)} ${D.symbol}`);
  return (
    <PaneFrame
      title={props.paneType.title}
      context={joinContext(
        pane.wellName,
        d ? `motor yield ${fmtRate(d.motor_yield_estimate)}` : null,
        d?.rotary_tendency ? `rotary tendency: build ${fmtRate(d.rotary_tendency.build)}, walk ${fmtRate(d.rotary_tendency.walk)}` : null,
      )}
      tools={<TableTools visibility={visibility} rows={d?.rows} exportTitle={`${pane.wellName ?? 'well'} build walk`} />}
      state={d ? 'ready' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={bw}
        what="build and walk rates"
        isEmpty={(x) => x.rows.length === 0}
        empty="No survey courses yet: build and walk need at least two stations."
        ready={(x) => (
          <ChartOverTable
            chart={
              <MdSeriesChart
                pane={pane}
                label={`Build and walk of ${pane.wellName ?? 'the well'}`}
                exportName={`${pane.wellName ?? 'well'} build walk`}
                series={series}
                y={{ title: 'Rate', unit: D.symbol, range: robustRange(series.flatMap((x) => x.y)) }}
              />
            }
            table={
              <CursorTable
                label="Build and walk per course"
                rows={x.rows}
                columns={visibility.visible}
                rowKey={(r) => String(r.md)}
                mdOf={(r) => r.md}
                cursor={pane.cursor}
              />
            }
          />
        )}
      />
    </PaneFrame>
  );
}
