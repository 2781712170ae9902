/**
 * Deviation (drilling.deviation, completions.deviation): each survey station against the definitive
 * plan at the same MD: 3D distance, high/low, right/left, ahead/behind against MD, and the table.
 */
import { useMemo } from 'react';
import { useDefinitive, useDeviation } from '../../../api/directional';
import { useChartTheme } from '../../../features/charts';
import { useColumnVisibility } from '../../../features/virtual-table';
import type { PaneProps } from '../../pane-types';
import { MdSeriesChart, type MdSeries } from '../plots/md-series-chart';
import { joinContext } from '../shared/context';
import { CursorTable, TableTools } from '../shared/cursor-table';
import { DeviationStrip } from '../shared/deviation-strip';
import { deviationColumns } from '../shared/deviation-columns';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { ChartOverTable } from '../shared/split';
import { useDirectionalPane } from '../shared/use-directional-pane';

export default function DeviationPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const t = useChartTheme();
  const design = useDefinitive(pane.wellId, pane.active);
  const dev = useDeviation(design.data ? pane.wellId : null, pane.active);
  const columns = useMemo(() => deviationColumns(pane.units), [pane.units]);
  const visibility = useColumnVisibility('deviation', columns);
  const L = pane.units.length;
  const series = useMemo<MdSeries[]>(() => {
    const rows = dev.data?.rows ?? [];
    const md = rows.map((r) => r.md);
    const s = (name: string, color: string, y: number[], dash?: 'dot' | 'dash'): MdSeries => ({
      name,
      color,
      mdM: md,
      y: y.map((v) => L.show(v)),
      dash,
      unit: L.symbol,
    });
    return [
      s(
        '3D distance',
        t.semantic.actual,
        rows.map((r) => r.distance),
      ),
      s(
        'High (+) / low (−)',
        t.semantic.plan,
        rows.map((r) => r.high),
        'dash',
      ),
      s(
        'Right (+) / left (−)',
        t.semantic.projection,
        rows.map((r) => r.right),
        'dash',
      ),
      s(
        'Ahead (+) / behind (−)',
        t.semantic.target,
        rows.map((r) => r.ahead),
        'dot',
      ),
    ];
  }, [dev.data, t, L]);
  // no definitive plan: the design answer says so (data null) and no deviation is asked for
  const swr =
    design.data === null ? { data: null, error: undefined, mutate: design.mutate } : { data: dev.data, error: dev.error ?? design.error, mutate: dev.mutate };
  return (
    <PaneFrame
      title="Deviation"
      context={joinContext(pane.wellName, dev.data ? `from ${dev.data.plan.name}, same MD` : null)}
      tools={<TableTools visibility={visibility} rows={dev.data?.rows} exportTitle={`${pane.wellName ?? 'well'} deviation`} />}
      state={dev.data ? 'ready' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={swr}
        what="deviation from plan"
        isEmpty={(x) => x === null || x.rows.length === 0}
        empty={design.data === null ? 'This well has no definitive plan to measure the deviation from.' : 'No survey stations to compare with the plan yet.'}
        ready={(x) =>
          x && (
            <>
              <DeviationStrip current={x.current} max={x.max_distance} units={pane.units} />
              <ChartOverTable
                chart={
                  <MdSeriesChart
                    pane={pane}
                    label={`Deviation from plan of ${pane.wellName ?? 'the well'}`}
                    exportName={`${pane.wellName ?? 'well'} deviation`}
                    series={series}
                    y={{ title: 'Distance from plan', unit: L.symbol }}
                  />
                }
                table={
                  <CursorTable
                    label="Deviation from plan"
                    rows={x.rows}
                    columns={visibility.visible}
                    rowKey={(r) => String(r.md)}
                    mdOf={(r) => r.md}
                    cursor={pane.cursor}
                  />
                }
              />
            </>
          )
        }
      />
    </PaneFrame>
  );
}
