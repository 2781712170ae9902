/**
 * The survey-against-plan analysis charts (widgets): Inclination, Azimuth and TVD Analysis, DLS
 * Variance and Cumulative DLS Tortuosity. One pane, the chart chosen by the pane id; every series is
 * the survey's numbers next to the plan's at the same MD, in the user's units.
 */
import { useMemo } from 'react';
import { useChartTheme, type AxisSpec, type ChartTheme } from '../../../features/charts';
import type { PaneProps } from '../../pane-types';
import { cumulativeDoglegDeg, difference, planAtSurvey } from '../plots/analysis-series';
import { MdSeriesChart, type MdSeries } from '../plots/md-series-chart';
import { joinContext } from '../shared/context';
import { DEG, type DisplayUnits } from '../shared/display-units';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { useTrajectories, type TrajectoryData } from '../shared/use-trajectories';

type Analysis = 'inclination' | 'azimuth' | 'tvd' | 'dls' | 'tortuosity';

const BY_PANE: Record<string, Analysis> = {
  'widget.inclination-analysis': 'inclination',
  'widget.azimuth-analysis': 'azimuth',
  'widget.tvd-analysis': 'tvd',
  'widget.dls-variance': 'dls',
  'widget.cumulative-dls-tortuosity': 'tortuosity',
};

interface Built {
  series: MdSeries[];
  y: AxisSpec;
  y2?: AxisSpec;
}

function build(kind: Analysis, d: TrajectoryData, u: DisplayUnits, t: ChartTheme): Built {
  const s = d.actual.stations;
  const p = d.plan?.stations ?? [];
  const planName = d.plan?.plan?.name ?? 'Plan';
  const L = u.length;
  const planLine = (y: (number | null)[], unit: string, decimals = 2): MdSeries => ({
    name: planName,
    color: t.semantic.plan,
    mdM: p.map((x) => x.md),
    y,
    dash: 'dash',
    unit,
    decimals,
  });
  const surveyLine = (y: (number | null)[], unit: string, decimals = 2): MdSeries => ({
    name: 'Survey',
    color: t.semantic.actual,
    mdM: s.map((x) => x.md),
    y,
    mode: 'lines+markers',
    width: 2,
    unit,
    decimals,
  });
  const diff = (name: string, y: (number | null)[], unit: string, decimals = 2): MdSeries => ({
    name,
    color: t.semantic.projection,
    mdM: s.map((x) => x.md),
    y,
    kind: 'bar',
    axis: 'y2',
    unit,
    decimals,
  });
  switch (kind) {
    case 'inclination':
      return {
        series: [
          planLine(
            p.map((x) => x.inc),
            DEG,
          ),
          surveyLine(
            s.map((x) => x.inc),
            DEG,
          ),
          diff(
            'Survey − plan',
            difference(
              s.map((x) => x.inc),
              planAtSurvey(p, s, 'inc'),
            ),
            DEG,
          ),
        ],
        y: { title: 'Inclination', unit: DEG },
        y2: { title: 'Survey − plan', unit: DEG },
      };
    case 'azimuth': {
      // differences across north wrap to ±180
      const wrap = (v: number | null) => (v === null ? null : ((((v + 180) % 360) + 360) % 360) - 180);
      return {
        series: [
          planLine(
            p.map((x) => x.az),
            DEG,
          ),
          surveyLine(
            s.map((x) => x.az),
            DEG,
          ),
          diff(
            'Survey − plan',
            difference(
              s.map((x) => x.az),
              planAtSurvey(p, s, 'az'),
            ).map(wrap),
            DEG,
          ),
        ],
        y: { title: 'Azimuth', unit: DEG },
        y2: { title: 'Survey − plan', unit: DEG },
      };
    }
    case 'tvd':
      return {
        series: [
          planLine(
            p.map((x) => L.show(x.tvd)),
            L.symbol,
          ),
          surveyLine(
            s.map((x) => L.show(x.tvd)),
            L.symbol,
          ),
          diff(
            'Survey − plan (+ deeper)',
            difference(
              s.map((x) => L.show(x.tvd)),
              planAtSurvey(p, s, 'tvd').map((v) => L.show(v)),
            ),
            L.symbol,
          ),
        ],
        y: { title: 'TVD', unit: L.symbol, reversed: true },
        y2: { title: 'TVD difference', unit: L.symbol },
      };
    case 'dls': {
      const D = u.dls;
      const surveyDls = s.map((x) => D.show(x.dls));
      return {
        series: [
          {
            ...planLine(
              p.map((x) => D.show(x.dls)),
              D.symbol,
            ),
            mode: 'lines',
          },
          { ...surveyLine(surveyDls, D.symbol), mode: 'markers' },
          diff(
            'Variance (survey − plan)',
            difference(
              surveyDls,
              planAtSurvey(p, s, 'dls').map((v) => D.show(v)),
            ),
            D.symbol,
          ),
        ],
        y: { title: 'DLS', unit: D.symbol },
        y2: { title: 'Variance', unit: D.symbol },
      };
    }
    case 'tortuosity': {
      const cs = cumulativeDoglegDeg(s);
      const cp = cumulativeDoglegDeg(p);
      const planAt = s.map((x) => {
        let k = p.findIndex((y) => y.md >= x.md);
        if (k < 0) return null;
        if (k === 0) return cp[0];
        // cumulative dogleg is piecewise linear in MD between plan points
        const f = (x.md - p[k - 1].md) / (p[k].md - p[k - 1].md);
        k = Math.max(1, k);
        return cp[k - 1] + (cp[k] - cp[k - 1]) * f;
      });
      return {
        series: [
          planLine(cp, DEG, 1),
          surveyLine(cs, DEG, 1),
          {
            name: 'Excess over plan',
            color: t.semantic.projection,
            mdM: s.map((x) => x.md),
            y: difference(cs, planAt),
            dash: 'dot',
            axis: 'y2',
            unit: DEG,
            decimals: 1,
          },
        ],
        y: { title: 'Cumulative dogleg', unit: DEG },
        y2: { title: 'Excess over plan', unit: DEG },
      };
    }
  }
}

export default function AnalysisPane(props: PaneProps) {
  const kind = BY_PANE[props.paneType.id] ?? 'inclination';
  const pane = useDirectionalPane(props);
  const t = useChartTheme();
  const traj = useTrajectories(pane);
  const built = useMemo(() => (traj.data ? build(kind, traj.data, pane.units, t) : null), [kind, traj.data, pane.units, t]);
  const d = traj.data;
  return (
    <PaneFrame
      title={props.paneType.title}
      context={joinContext(pane.wellName, d?.plan ? `against ${d.plan.plan?.name}` : d ? 'no definitive plan: survey only' : null)}
      state={d ? 'ready' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={traj}
        what="survey"
        isEmpty={(x) => x.actual.stations.length < 2}
        empty="This well has no survey stations to analyse yet."
        ready={() =>
          built && (
            <MdSeriesChart
              pane={pane}
              label={`${props.paneType.title} of ${pane.wellName ?? 'the well'}`}
              exportName={`${pane.wellName ?? 'well'} ${props.paneType.title}`}
              series={d?.plan ? built.series : built.series.filter((x) => x.axis !== 'y2')}
              y={built.y}
              y2={d?.plan ? built.y2 : undefined}
              uiRevision={`${pane.wellId}-${kind}`}
            />
          )
        }
      />
    </PaneFrame>
  );
}
