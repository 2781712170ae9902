/**
 * Toolface (widget): each survey course's toolface as the tools report it (GTF above 5°, MTF below)
 * against MD, slid courses marked larger; and the dial of the last courses, high side (or north) up,
 * the distance from the centre the course's DLS, so the latest steering reads at a glance.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useToolface, type ToolfaceRow } from '../../../api/directional';
import { Chart, useChartTheme, type ChartTrace } from '../../../features/charts';
import type { PaneProps } from '../../pane-types';
import { MdSeriesChart, type MdSeries } from '../plots/md-series-chart';
import { joinContext } from '../shared/context';
import { DEG } from '../shared/display-units';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { formatDecimals } from '../../../domain/format';

/** Courses on the dial. */
const DIAL_COURSES = 12;

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexGrow: 1,
    minHeight: 0,
    gap: '1px',
    backgroundColor: tokens.colorNeutralStroke2,
    '& > *': { backgroundColor: tokens.colorNeutralBackground1 },
  },
  wide: { display: 'flex', flexDirection: 'column', flexGrow: 2, flexBasis: 0, minWidth: 0 },
  dial: { display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, minWidth: '240px' },
});

export default function ToolfacePane(props: PaneProps) {
  const s = useStyles();
  const pane = useDirectionalPane(props);
  const t = useChartTheme();
  const tf = useToolface(pane.wellId, pane.active);
  const D = pane.units.dls;
  const rows = useMemo(() => (tf.data ?? []).filter((r) => r.tf !== null), [tf.data]);
  const series = useMemo<MdSeries[]>(() => {
    const part = (name: string, color: string, size: number, pick: (r: ToolfaceRow) => boolean): MdSeries => {
      const rs = rows.filter(pick);
      return { name, color, mdM: rs.map((r) => r.md), y: rs.map((r) => r.tf), mode: 'markers', markerSize: size, unit: DEG, decimals: 1 };
    };
    // a rotated course's toolface is where the hole happened to turn; the slid ones are the steering
    return [
      part('GTF, rotated course', t.semantic.actual, 4, (r) => r.tf_type === 'GTF' && !(r.slide_seen! > 0)),
      part('MTF, rotated course', t.semantic.plan, 4, (r) => r.tf_type === 'MTF' && !(r.slide_seen! > 0)),
      part('Slid course', t.semantic.projection, 9, (r) => (r.slide_seen ?? 0) > 0),
    ];
  }, [rows, t]);
  const dial = useMemo<ChartTrace[]>(() => {
    const last = rows.slice(-DIAL_COURSES);
    return [
      {
        type: 'scatterpolar',
        mode: 'lines+markers+text',
        name: `Last ${last.length} courses`,
        r: last.map((r) => D.show(r.dls)),
        theta: last.map((r) => r.tf),
        text: last.map((_, i) => (i === last.length - 1 ? 'last' : '')),
        textposition: 'top center',
        customdata: last.map((r) => [r.md, pane.units.length.show(r.md)]),
        marker: {
          size: last.map((_, i) => 5 + (8 * (i + 1)) / last.length),
          color: last.map((_, i) => i),
          colorscale: [
            [0, t.grid],
            [1, t.semantic.projection],
          ],
          line: { width: 0 },
        },
        line: { color: t.muted, width: 1, dash: 'dot' },
        hovertemplate: `MD %{customdata[1]:,.2f} ${pane.units.length.symbol}<br>TF %{theta:.1f}°<br>DLS %{r:.2f} ${D.symbol}<extra></extra>`,
      } as unknown as ChartTrace,
    ];
  }, [rows, D, t, pane.units.length]);
  const last = rows.at(-1);
  return (
    <PaneFrame
      title="Toolface"
      context={joinContext(
        pane.wellName,
        last
          ? `last course ${formatDecimals(last.tf, 1)}° ${last.tf_type} at ${formatDecimals(pane.units.length.show(last.md), 2)} ${pane.units.length.symbol}`
          : null,
      )}
      state={tf.data ? 'ready' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={tf}
        what="toolface history"
        isEmpty={(x) => x.every((r) => r.tf === null)}
        empty="No courses with a dogleg yet: toolface needs the hole to turn."
        ready={() => (
          <div className={s.row}>
            <div className={s.wide}>
              <MdSeriesChart
                pane={pane}
                label={`Toolface against MD of ${pane.wellName ?? 'the well'}`}
                exportName={`${pane.wellName ?? 'well'} toolface`}
                series={series}
                y={{ title: 'Toolface', unit: DEG, range: [0, 360], tickformat: '.0f' }}
              />
            </div>
            <div className={s.dial}>
              <Chart
                label={`Toolface dial of the last ${DIAL_COURSES} courses`}
                exportName={`${pane.wellName ?? 'well'} toolface dial`}
                data={dial}
                showLegend={false}
                onHover={(p) => {
                  const c = p?.customdata;
                  pane.cursor.set(Array.isArray(c) && typeof c[0] === 'number' ? c[0] : null);
                }}
                layout={{
                  polar: {
                    bgcolor: t.plot,
                    angularaxis: {
                      rotation: 90,
                      direction: 'clockwise',
                      dtick: 45,
                      gridcolor: t.grid,
                      linecolor: t.axisLine,
                      tickfont: { color: t.muted, size: 10 },
                      ticksuffix: '°',
                    },
                    radialaxis: { gridcolor: t.grid, linecolor: t.axisLine, tickfont: { color: t.muted, size: 9 }, angle: 90, tickangle: 90 },
                  },
                  annotations: [
                    {
                      xref: 'paper',
                      yref: 'paper',
                      x: 0,
                      y: 0,
                      xanchor: 'left',
                      yanchor: 'bottom',
                      showarrow: false,
                      text: `Angle: toolface (°, high side up). Radius: DLS (${D.symbol})`,
                      font: { size: 10, color: t.muted },
                    },
                  ],
                  margin: { l: 36, r: 36, t: 30, b: 30 },
                }}
              />
            </div>
          </div>
        )}
      />
    </PaneFrame>
  );
}
