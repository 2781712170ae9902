/**
 * One declaration per statistics pane: which analytics call feeds it and which views it shows. Widget
 * panes show one view; route panes (Connections, Tripping Analysis, Activities, Zero Statistics…)
 * show theirs as tabs, the route's {view} param choosing the first. report-pane.tsx renders any of
 * them; adding one is a declaration here and a line in built.ts.
 */
import type { ReactNode } from 'react';
import type {
  ActivitiesData,
  AnalyticsUrl,
  ConnectionsData,
  CostData,
  ProductionCostsData,
  ProductionDailyData,
  DaysVsDepthData,
  TimeLogData,
  TrippingData,
  ZeroStatData,
} from '../../api/logs/analytics';
import { ActivitiesByDay, ActivitiesTotal, ActivityStatistics, DrillingStatistics, noActivity, noDrilling } from './activity-views';
import { ConnectionStatistics, RopAndTime, WeightToWeightDistribution, WeightToWeightTime, noConnections } from './connection-views';
import { AfeCurve, CostBreakdown, CostVsDepth, DailyCosts, StageCosts, noCosts } from './cost-views';
import { costLinesEditor } from './cost-lines-editor';
import type { SlidesheetData } from '../../api/logs/slidesheet';
import { RotaryDrilling, RotaryProjections, RotaryTendency, noRotary } from './rotary-views';
import { CoursesTable, noCourses, noDrilled, noSlides } from './slide-common';
import { DrillingDistance, SlideEffectiveness, SlidePerformance, Slidesheet } from './slide-views';
import { DaysVsDepthChart, DaysVsDepthTable, noDepthRecord } from './days-vs-depth-views';
import { AutoTimeLog, noTimeLog } from './time-log-view';
import { DeclineView, LoeBreakdown, LoeTable, NO_PRODUCTION, noProduction } from './production-cost-views';
import { CumulativeProduction, GorWaterCut, NO_DAILY_PRODUCTION, ProductionPressures, ProductionRates, noDailyProduction } from './production-daily-views';
import { TripConnections, TrippingAnalysis, TrippingStatistics, noTrips } from './tripping-views';
import { ZeroReadings, noZeros } from './zero-views';

export interface ReportView<T> {
  id: string;
  label: string;
  /** `pane`: what a view that edits needs of its pane (the well it writes to). */
  render(data: T, label: string, pane: { wellId: string | null }): ReactNode;
}

export interface ReportDecl<T> {
  url: AnalyticsUrl;
  views: ReportView<T>[];
  /**
   * What the pane edits, above every view and kept while the views change (Ctrl+E opens it from any
   * of them): declared once per pane, not in each view.
   */
  editor?(data: T, pane: { wellId: string | null }): ReactNode;
  isEmpty(data: T): boolean;
  emptyText: string;
}

const decl = <T,>(d: ReportDecl<T>) => d as ReportDecl<unknown>;

const connection = {
  stats: { id: 'statistics', label: 'Statistics', render: (d: ConnectionsData, l: string) => <ConnectionStatistics data={d} label={l} /> },
  time: { id: 'weight_to_weight', label: 'Weight to weight', render: (d: ConnectionsData, l: string) => <WeightToWeightTime data={d} label={l} /> },
  distribution: { id: 'distribution', label: 'Distribution', render: (d: ConnectionsData, l: string) => <WeightToWeightDistribution data={d} label={l} /> },
  rop: { id: 'rop_and_time', label: 'ROP and time', render: (d: ConnectionsData, l: string) => <RopAndTime data={d} label={l} /> },
};
const connections = (...views: ReportView<ConnectionsData>[]) =>
  decl<ConnectionsData>({ url: 'charts/connections', views, isEmpty: noConnections, emptyText: 'No connections in this period.' });

const trip = {
  stats: { id: 'statistics', label: 'Statistics', render: (d: TrippingData, l: string) => <TrippingStatistics data={d} label={l} /> },
  speed: { id: 'speed', label: 'Speed per trip', render: (d: TrippingData, l: string) => <TrippingAnalysis data={d} label={l} /> },
  connections: { id: 'connections', label: 'Trip connections', render: (d: TrippingData, l: string) => <TripConnections data={d} label={l} /> },
};
const tripping = (...views: ReportView<TrippingData>[]) =>
  decl<TrippingData>({ url: 'charts/tripping_analysis', views, isEmpty: noTrips, emptyText: 'No trips in this period.' });

const act = {
  stats: { id: 'statistics', label: 'Statistics', render: (d: ActivitiesData, l: string) => <ActivityStatistics data={d} label={l} /> },
  byDay: { id: 'by_day', label: 'By day', render: (d: ActivitiesData, l: string) => <ActivitiesByDay data={d} label={l} /> },
  total: { id: 'total', label: 'Total', render: (d: ActivitiesData, l: string) => <ActivitiesTotal data={d} label={l} /> },
  drilling: { id: 'drilling', label: 'Drilling', render: (d: ActivitiesData, l: string) => <DrillingStatistics data={d} label={l} part="total" /> },
  rotary: { id: 'rotary', label: 'Rotary', render: (d: ActivitiesData, l: string) => <DrillingStatistics data={d} label={l} part="rotary" /> },
  slide: { id: 'slide', label: 'Slide', render: (d: ActivitiesData, l: string) => <DrillingStatistics data={d} label={l} part="slide" /> },
};
const activities = (...views: ReportView<ActivitiesData>[]) =>
  decl<ActivitiesData>({ url: 'logs/auto/activities_data', views, isEmpty: noActivity, emptyText: 'No rig activity in this period.' });
const drilling = (...views: ReportView<ActivitiesData>[]) =>
  decl<ActivitiesData>({ url: 'logs/auto/activities_data', views, isEmpty: noDrilling, emptyText: 'No drilling in this period.' });

const zero = (url: 'charts/zero_wob_stat' | 'charts/zero_diffp_stat', what: string) =>
  decl<ZeroStatData>({
    url,
    views: [{ id: 'readings', label: what, render: (d, l) => <ZeroReadings data={d} label={l} /> }],
    isEmpty: noZeros,
    emptyText: `No ${what} readings in this period.`,
  });

const timeLog = decl<TimeLogData>({
  url: 'charts/time_log',
  views: [{ id: 'rows', label: 'Time log', render: (d, l) => <AutoTimeLog data={d} label={l} /> }],
  isEmpty: noTimeLog,
  emptyText: 'No detected activity in this period.',
});

const dvd = {
  chart: { id: 'chart', label: 'Curve', render: (d: DaysVsDepthData, l: string) => <DaysVsDepthChart data={d} label={l} /> },
  days: { id: 'days', label: 'By day', render: (d: DaysVsDepthData, l: string) => <DaysVsDepthTable data={d} label={l} /> },
};
const daysVsDepth = (...views: ReportView<DaysVsDepthData>[]) =>
  decl<DaysVsDepthData>({ url: 'charts/days_vs_depth', views, isEmpty: noDepthRecord, emptyText: 'No hole depth recorded for this well yet.' });

const cost = {
  table: { id: 'table', label: 'Daily costs', render: (d: CostData, l: string) => <DailyCosts data={d} label={l} /> },
  breakdown: { id: 'breakdown', label: 'Breakdown', render: (d: CostData, l: string) => <CostBreakdown data={d} label={l} /> },
  depth: { id: 'cost_vs_depth', label: 'Cost vs depth', render: (d: CostData, l: string) => <CostVsDepth data={d} label={l} /> },
  afe: { id: 'afe', label: 'AFE curve', render: (d: CostData, l: string) => <AfeCurve data={d} label={l} /> },
  stages: { id: 'by_stage', label: 'By stage', render: (d: CostData, l: string) => <StageCosts data={d} label={l} /> },
};
const costDecl = (views: ReportView<CostData>[], editor?: ReportDecl<CostData>['editor']) =>
  decl<CostData>({ url: 'charts/cost', views, isEmpty: noCosts, emptyText: 'No reporting day with a hole depth in this period.', editor });
const costs = (...views: ReportView<CostData>[]) => costDecl(views);
/** The same, with the well's manual cost lines edited above whichever view shows. */
const editedCosts = (...views: ReportView<CostData>[]) => costDecl(views, costLinesEditor);

// The production stage's Daily Costs: lease operating expense against production, and the decline.
const loe = {
  table: {
    id: 'table',
    label: 'Daily LOE',
    render: (d: ProductionCostsData, l: string, p: { wellId: string | null }) => <LoeTable data={d} label={l} wellId={p.wellId} />,
  },
  breakdown: {
    id: 'breakdown',
    label: 'Breakdown',
    render: (d: ProductionCostsData, l: string, p: { wellId: string | null }) => <LoeBreakdown data={d} label={l} wellId={p.wellId} />,
  },
  decline: { id: 'decline', label: 'Decline and EUR', render: (d: ProductionCostsData, l: string) => <DeclineView data={d} label={l} /> },
};
const productionCosts = (...views: ReportView<ProductionCostsData>[]) =>
  decl<ProductionCostsData>({ url: 'charts/production_costs', views, isEmpty: noProduction, emptyText: NO_PRODUCTION });

// The production widgets (issue 19): a producing well's days, and its decline.
const prod = {
  rates: { id: 'rates', label: 'Rates', render: (d: ProductionDailyData, l: string) => <ProductionRates data={d} label={l} /> },
  pressures: { id: 'pressures', label: 'Pressures', render: (d: ProductionDailyData, l: string) => <ProductionPressures data={d} label={l} /> },
  gorWc: { id: 'gor_water_cut', label: 'GOR and water cut', render: (d: ProductionDailyData, l: string) => <GorWaterCut data={d} label={l} /> },
  cumulative: { id: 'cumulative', label: 'Cumulative', render: (d: ProductionDailyData, l: string) => <CumulativeProduction data={d} label={l} /> },
};
const productionDaily = (...views: ReportView<ProductionDailyData>[]) =>
  decl<ProductionDailyData>({ url: 'charts/production_daily', views, isEmpty: noDailyProduction, emptyText: NO_DAILY_PRODUCTION });

type SlideView = ReportView<SlidesheetData>;
const slide = {
  sheet: { id: 'slidesheet', label: 'Slidesheet', render: (d, l) => <Slidesheet data={d} label={l} /> } as SlideView,
  effectiveness: { id: 'effectiveness', label: 'Slide effectiveness', render: (d, l) => <SlideEffectiveness data={d} label={l} /> } as SlideView,
  performance: { id: 'performance', label: 'Slide performance', render: (d, l) => <SlidePerformance data={d} label={l} /> } as SlideView,
  distance: { id: 'distance', label: 'Drilling distance', render: (d, l) => <DrillingDistance data={d} label={l} /> } as SlideView,
  courses: { id: 'courses', label: 'Survey courses', render: (d, l) => <CoursesTable data={d} label={l} /> } as SlideView,
  tendency: { id: 'tendency', label: 'Rotary tendency', render: (d, l) => <RotaryTendency data={d} label={l} /> } as SlideView,
  projections: { id: 'projections', label: 'Rotary projections', render: (d, l) => <RotaryProjections data={d} label={l} /> } as SlideView,
  rotary: { id: 'rotary', label: 'Rotary drilling', render: (d, l) => <RotaryDrilling data={d} label={l} /> } as SlideView,
};
const slidesheet = (isEmpty: (d: SlidesheetData) => boolean, emptyText: string, ...views: SlideView[]) =>
  decl<SlidesheetData>({ url: 'charts/slidesheet', views, isEmpty, emptyText });
const NO_SLIDES = 'No slide was detected in this period.';
const NO_COURSES = 'No survey course was drilled in this period.';

export const REPORT_PANES: Readonly<Record<string, ReportDecl<unknown> | ReportDecl<unknown>[]>> = {
  'widget.connection-statistics': connections(connection.stats),
  'widget.weight-to-weight-time': connections(connection.time),
  'widget.weight-to-weight-distribution': connections(connection.distribution),
  'widget.rop-and-time': connections(connection.rop),
  'drilling.connections': connections(connection.stats, connection.time, connection.distribution, connection.rop),
  'widget.tripping-statistics': tripping(trip.stats),
  'drilling.tripping_stat': tripping(trip.stats),
  'widget.tripping-analysis': tripping(trip.speed),
  'drilling.tripping_analysis': tripping(trip.speed, trip.connections, trip.stats),
  'widget.activity-statistics': activities(act.stats),
  'widget.drilling-activities-by-day': activities(act.byDay),
  'widget.drilling-activities-total': activities(act.total),
  'drilling.activities': activities(act.byDay, act.total, act.stats),
  'widget.drilling-statistics': drilling(act.drilling),
  'drilling.drilling_stat': drilling(act.drilling, act.rotary, act.slide),
  'widget.rotary-statistics': drilling(act.rotary),
  'widget.slide-statistics': drilling(act.slide),
  'widget.zero-wob': zero('charts/zero_wob_stat', 'zero WOB'),
  'widget.zero-diffp': zero('charts/zero_diffp_stat', 'zero diff-P'),
  // Both zero statistics, one under the other.
  'drilling.zero_statistics': [zero('charts/zero_wob_stat', 'zero WOB'), zero('charts/zero_diffp_stat', 'zero diff-P')],
  'widget.auto-time-log': timeLog,
  'drilling.auto_time_log': timeLog,
  'widget.days-vs-depth': daysVsDepth(dvd.chart),
  'drilling.days_vs_depth': daysVsDepth(dvd.chart, dvd.days),
  'widget.daily-costs': editedCosts(cost.table),
  'widget.cost-breakdown': costs(cost.breakdown),
  'widget.cost-vs-depth': costs(cost.depth),
  'widget.afe-curve': costs(cost.afe),
  'drilling.daily_costs': editedCosts(cost.table, cost.breakdown, cost.depth, cost.afe),
  'drilling.time_cost': costs(cost.afe, cost.depth),
  'production.daily_costs': productionCosts(loe.table, loe.breakdown, loe.decline),
  'widget.production-rates': productionDaily(prod.rates),
  'widget.production-pressures': productionDaily(prod.pressures),
  'widget.gor-and-water-cut': productionDaily(prod.gorWc),
  'widget.cumulative-production': productionDaily(prod.cumulative),
  'widget.decline-analysis': productionCosts(loe.decline),
  // The same views on a frac: its field tickets by day, no depth or AFE; each stage priced.
  'completions.daily_costs': decl<CostData>({
    url: 'charts/completion_cost',
    views: [cost.table, cost.breakdown, cost.stages],
    isEmpty: noCosts,
    emptyText: 'No field ticket or cost line in this period.',
  }),
  'widget.slidesheet': slidesheet(noSlides, NO_SLIDES, slide.sheet),
  'drilling.slidesheet': slidesheet(noSlides, NO_SLIDES, slide.sheet, slide.courses),
  'widget.slide-effectiveness': slidesheet(noSlides, NO_SLIDES, slide.effectiveness),
  'widget.slide-performance': slidesheet(noSlides, NO_SLIDES, slide.performance),
  'drilling.slide_analysis': slidesheet(noCourses, NO_COURSES, slide.effectiveness, slide.performance, slide.sheet, slide.courses, slide.distance),
  'widget.drilling-distance': slidesheet(noDrilled, 'No drilling in this period.', slide.distance),
  'widget.rotary-tendency': slidesheet(noCourses, NO_COURSES, slide.tendency),
  'widget.rotary-projections': slidesheet(noCourses, NO_COURSES, slide.projections),
  'widget.rotary-drilling': slidesheet(noRotary, 'No rotary drilling in this period.', slide.rotary),
  'drilling.rotary_analysis': slidesheet(noCourses, NO_COURSES, slide.tendency, slide.projections, slide.rotary, slide.courses, slide.distance),
};
