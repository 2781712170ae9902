/**
 * The analytics response keys of spec 3.11, filled from a DrillingAnalysis. The spec names the keys
 * and leaves their inner structure out; the shapes here are ours: flat rows with units in the
 * field names, one row per trip, connection or day, ready for a table or a Plotly trace.
 */
import { ACTIVITIES } from './activities';
import type { DrillingAnalysis } from './analysis';

export function analyticsResponseData(a: DrillingAnalysis) {
  const trips = a.tripping.trips;
  return {
    tripping_distance_data: trips.map((t) => ({
      startMs: t.startMs,
      direction: t.direction,
      fromDepthM: t.fromDepthM,
      toDepthM: t.toDepthM,
      distanceM: t.distanceM,
    })),
    tripping_time_data: trips.map((t) => ({
      startMs: t.startMs,
      direction: t.direction,
      durationS: t.durationS,
      trippingS: t.trippingS,
      inSlipsS: t.inSlipsS,
      outOfSlipsS: t.outOfSlipsS,
    })),
    tripping_speed_data: trips.map((t) => ({
      startMs: t.startMs,
      direction: t.direction,
      speedMph: t.speedMph,
      speedExclConnectionsMph: t.speedExclConnectionsMph,
      standsPerHour: t.standsPerHour,
      standsPerHourExclConnections: t.standsPerHourExclConnections,
    })),
    TrippingStatTable: (['in', 'out'] as const).map((d) => {
      const x = a.tripping.byDirection[d];
      return {
        direction: d,
        trips: x.trips,
        distanceM: x.distanceM,
        trippingS: x.trippingS,
        inSlipsS: x.inSlipsS,
        stands: x.stands,
        speedMph: x.speedMph,
        speedExclConnectionsMph: x.speedExclConnectionsMph,
        standsPerHour: x.standsPerHour,
        standsPerHourExclConnections: x.standsPerHourExclConnections,
        connectionMedianS: x.connections.median,
      };
    }),
    TrippingAnalysisChart: trips.map((t) => ({
      startMs: t.startMs,
      endMs: t.endMs,
      direction: t.direction,
      fromDepthM: t.fromDepthM,
      toDepthM: t.toDepthM,
      speedMph: t.speedMph,
    })),
    TrippingConnectionsAnalysisChart: trips.flatMap((t, tripIndex) =>
      t.connectionsS.map((s, k) => ({ tripIndex, direction: t.direction, connection: k + 1, inSlipsS: s })),
    ),
    ConnectionsDistributionData: {
      labels: a.connections.weightToWeightDistribution.labels,
      edgesS: a.connections.weightToWeightDistribution.edges,
      slipsToSlips: a.connections.slipsToSlipsDistribution.counts,
      weightToWeight: a.connections.weightToWeightDistribution.counts,
      rows: a.connections.rows,
    },
    ActivitiesStatData: a.activityStats.map((r) => ({
      activity: r.activity,
      label: r.label,
      color: r.color,
      totalS: r.totalS,
      share: r.share,
      count: r.intervals.count,
      meanS: r.intervals.mean,
    })),
    ActivitiesByDayHistogramData: a.activitiesByDay.days.map((d) => ({
      date: d.date,
      dayStartMs: d.dayStartMs,
      ...Object.fromEntries(ACTIVITIES.map((act) => [act.id, d.secondsByCode[act.code]])),
    })),
  };
}
