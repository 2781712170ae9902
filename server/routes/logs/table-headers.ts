/**
 * The headers half of an analytics answer ({ data, headers }): per table-like key, its columns with
 * a label and unit, in display order. Field names are those of data (times in epoch seconds).
 */
export interface Column {
  field: string;
  label: string;
  unit?: string;
}

const col = (field: string, label: string, unit?: string): Column => (unit ? { field, label, unit } : { field, label });

export const HEADERS = {
  daily_costs: [
    col('date', 'Date'),
    col('depth_end_m', 'Depth at end', 'm'),
    col('auto', 'Auto lines', 'USD'),
    col('manual', 'Manual lines', 'USD'),
    col('total', 'Day total', 'USD'),
    col('cumulative', 'Cumulative', 'USD'),
  ],
  days_vs_depth: [
    col('date', 'Date'),
    col('days_at_end', 'Days from spud', 'd'),
    col('depth_start_m', 'Depth at start', 'm'),
    col('depth_end_m', 'Depth at end', 'm'),
    col('progress_m', 'Progress', 'm'),
  ],
  time_log: [
    col('start', 'Start', 's'),
    col('end', 'End', 's'),
    col('duration_s', 'Duration', 's'),
    col('label', 'Activity'),
    col('hole_from_m', 'Hole from', 'm'),
    col('hole_to_m', 'Hole to', 'm'),
    col('bit_from_m', 'Bit from', 'm'),
    col('bit_to_m', 'Bit to', 'm'),
  ],
  analysis_connection_data: [
    col('standIndex', 'Stand'),
    col('slipsIn', 'Slips in', 's'),
    col('holeDepthM', 'Hole depth', 'm'),
    col('slipsToSlipsS', 'Slips to slips', 's'),
    col('weightToWeightS', 'Weight to weight', 's'),
    col('preSlipsS', 'Off bottom to slips', 's'),
    col('postSlipsS', 'Slips to bottom', 's'),
    col('rating', 'Rating'),
  ],
  TrippingStatTable: [
    col('direction', 'Direction'),
    col('trips', 'Trips'),
    col('distanceM', 'Distance', 'm'),
    col('trippingS', 'Tripping time', 's'),
    col('inSlipsS', 'In slips', 's'),
    col('stands', 'Stands'),
    col('speedMph', 'Speed', 'm/h'),
    col('speedExclConnectionsMph', 'Speed w/o connections', 'm/h'),
    col('standsPerHour', 'Stands per hour', 'stands/h'),
    col('standsPerHourExclConnections', 'Stands per hour w/o connections', 'stands/h'),
    col('connectionMedianS', 'Median connection', 's'),
  ],
  ActivitiesStatData: [
    col('label', 'Activity'),
    col('totalS', 'Total', 's'),
    col('share', 'Share'),
    col('count', 'Intervals'),
    col('meanS', 'Mean interval', 's'),
  ],
  ActivitiesByDayHistogramData: [col('date', 'Reporting day'), col('dayStart', 'Day start', 's')],
  analysis_stat_data: [
    col('count', 'Readings'),
    col('connectionsWithZeroShare', 'Connections with a zero'),
    col('afterSlips', 'After slips out', 's'),
    col('toBottom', 'Before on bottom', 's'),
    col('offsetBefore', 'Offset corrected'),
  ],
  rop_and_time: [
    col('standIndex', 'Stand'),
    col('fromDepthM', 'From', 'm'),
    col('toDepthM', 'To', 'm'),
    col('rotaryRopMph', 'Rotary ROP', 'm/h'),
    col('slideRopMph', 'Slide ROP', 'm/h'),
    col('ropMph', 'ROP', 'm/h'),
    col('onBottomS', 'On bottom', 's'),
    col('standS', 'Stand time', 's'),
    col('weightToWeightS', 'Weight to weight', 's'),
  ],
  drilling_by_day: [
    col('date', 'Reporting day'),
    col('total.footageM', 'Footage', 'm'),
    col('rotary.footageM', 'Rotary', 'm'),
    col('slide.footageM', 'Slide', 'm'),
    col('total.ropMph', 'ROP', 'm/h'),
    col('slideFootageShare', 'Slid share'),
  ],
  slides: [
    col('start', 'Start', 's'),
    col('fromMdM', 'From MD', 'm'),
    col('toMdM', 'To MD', 'm'),
    col('lengthM', 'Length', 'm'),
    col('durationS', 'Duration', 's'),
    col('ropMph', 'ROP', 'm/h'),
    col('course.dlsDegPer30m', 'Course DLS', 'deg/30m'),
    col('course.toolfaceDeg', 'Course toolface (implied)', 'deg'),
    col('course.motorYieldDegPer30m', 'Course motor yield', 'deg/30m'),
  ],
  courses: [
    col('fromMdM', 'From MD', 'm'),
    col('toMdM', 'To MD', 'm'),
    col('slideM', 'Slid', 'm'),
    col('rotaryM', 'Rotated', 'm'),
    col('slideFraction', 'Slid share'),
    col('dlsDegPer30m', 'DLS', 'deg/30m'),
    col('buildDegPer30m', 'Build', 'deg/30m'),
    col('turnDegPer30m', 'Turn', 'deg/30m'),
    col('toolfaceDeg', 'Toolface (implied)', 'deg'),
    col('motorYieldDegPer30m', 'Motor yield', 'deg/30m'),
    col('effectiveness', 'Slide effectiveness'),
  ],
} satisfies Record<string, Column[]>;
