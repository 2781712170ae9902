/**
 * The demo wells' directional profiles as data: where each slot is, the field's magnetic reference,
 * the nudge that separates pad wells in the top hole, the kick-off, the landing and the lateral, and
 * how far each well has been drilled. Numbers are realistic for each basin (Delaware Wolfcamp A,
 * Midland Wolfcamp/Spraberry, Bakken Middle Bakken), not copied from any real well.
 */

export interface FieldReference {
  /** Declination east, dip below horizontal, total field: a 2026 geomagnetic model's values near the wells. */
  readonly declinationDeg: number;
  readonly dipDeg: number;
  readonly totalFieldNt: number;
  /** Grid convergence of the state-plane zone at the site (grid = true − convergence). */
  readonly convergenceDeg: number;
  readonly northReference: 'true' | 'grid';
  /** Rotary Kelly bushing elevation above sea level, metres. */
  readonly datumElevationM: number;
}

export const FIELDS = {
  // Texas Central state-plane zone: azimuths grid-referenced, as Permian operators report them.
  delaware: { declinationDeg: 6.3, dipDeg: 59.4, totalFieldNt: 46_900, convergenceDeg: -1.84, northReference: 'grid', datumElevationM: 912 },
  midland: { declinationDeg: 5.9, dipDeg: 60.1, totalFieldNt: 47_400, convergenceDeg: -0.9, northReference: 'grid', datumElevationM: 874 },
  // North Dakota operators commonly report true north.
  bakken: { declinationDeg: 7.4, dipDeg: 72.6, totalFieldNt: 55_700, convergenceDeg: -2.06, northReference: 'true', datumElevationM: 716 },
} as const satisfies Record<string, FieldReference>;

export type DrilledTo = { kind: 'td' } | { kind: 'none' } | { kind: 'md'; mdM: number } | { kind: 'curve-fraction'; fraction: number };

export interface DirectionalProfile {
  readonly key: string;
  readonly field: keyof typeof FIELDS;
  /** Wells of one named site share a frame; slot offsets (true north) from the site's reference point. */
  readonly site: string;
  readonly slot: string;
  readonly slotNorthM: number;
  readonly slotEastM: number;
  /** Top-hole nudge (an S: build, hold, drop back to vertical), or none. Offsets from the slot, own north. */
  readonly nudge: {
    readonly startMdM: number;
    readonly endTvdM: number;
    readonly northM: number;
    readonly eastM: number;
    readonly dlsDegPer30m: number;
  } | null;
  /** Landing TVD of the lateral; the kick-off is one build radius above it. */
  readonly landingTvdM: number;
  readonly buildDlsDegPer30m: number;
  readonly lateralAziDeg: number;
  /** Inclination of the lateral: a little over 90° follows a formation rising along the lateral. */
  readonly lateralIncDeg: number;
  readonly tdMdM: number;
  readonly drilledTo: DrilledTo;
  /** Section hole size at TD, inches (what the clearance subtracts for this well). */
  readonly holeDiameterIn: number;
}

/**
 * Red Hawk pad: four slots 10 m apart west to east. 1H and 4H nudge early to the outside, 2H and 3H
 * stay vertical longer (the usual order on a pad), which leaves 2H and 3H 10 m apart in the top hole
 * for several hundred metres: SF below 1 there. 2H's lateral is drilled toward 1H's, closing to about
 * 65 m at TD: SF under 1.5 in the lateral once the uncertainty has grown.
 */
export const DEMO_PROFILES: readonly DirectionalProfile[] = [
  {
    key: 'redhawk-1h',
    field: 'delaware',
    site: 'Red Hawk pad',
    slot: 'Slot 1',
    slotNorthM: 0,
    slotEastM: 0,
    nudge: { startMdM: 320, endTvdM: 1500, northM: 0, eastM: -285, dlsDegPer30m: 2 },
    landingTvdM: 3048,
    buildDlsDegPer30m: 8,
    lateralAziDeg: 180,
    lateralIncDeg: 90.4,
    tdMdM: 6120,
    drilledTo: { kind: 'td' },
    holeDiameterIn: 8.5,
  },
  {
    key: 'redhawk-2h',
    field: 'delaware',
    site: 'Red Hawk pad',
    slot: 'Slot 2',
    slotNorthM: 0,
    slotEastM: 10,
    nudge: { startMdM: 1200, endTvdM: 2350, northM: 0, eastM: -95, dlsDegPer30m: 2 },
    landingTvdM: 3055,
    buildDlsDegPer30m: 8,
    lateralAziDeg: 180.6,
    lateralIncDeg: 90.3,
    tdMdM: 6250,
    drilledTo: { kind: 'md', mdM: 4420 },
    holeDiameterIn: 8.5,
  },
  {
    key: 'redhawk-3h',
    field: 'delaware',
    site: 'Red Hawk pad',
    slot: 'Slot 3',
    slotNorthM: 0,
    slotEastM: 20,
    nudge: { startMdM: 1300, endTvdM: 2400, northM: 0, eastM: 95, dlsDegPer30m: 2 },
    landingTvdM: 3052,
    buildDlsDegPer30m: 8,
    lateralAziDeg: 180,
    lateralIncDeg: 90.3,
    tdMdM: 6180,
    drilledTo: { kind: 'none' },
    holeDiameterIn: 8.5,
  },
  {
    key: 'redhawk-4h',
    field: 'delaware',
    site: 'Red Hawk pad',
    slot: 'Slot 4',
    slotNorthM: 0,
    slotEastM: 30,
    nudge: { startMdM: 350, endTvdM: 1550, northM: 0, eastM: 300, dlsDegPer30m: 2 },
    landingTvdM: 3046,
    buildDlsDegPer30m: 8,
    lateralAziDeg: 180,
    lateralIncDeg: 90.4,
    tdMdM: 6300,
    drilledTo: { kind: 'none' },
    holeDiameterIn: 8.5,
  },
  {
    key: 'bluebonnet-1h',
    field: 'midland',
    site: 'Bluebonnet 12-1H',
    slot: 'Slot 1',
    slotNorthM: 0,
    slotEastM: 0,
    nudge: null,
    landingTvdM: 2745,
    buildDlsDegPer30m: 9,
    lateralAziDeg: 359.2,
    lateralIncDeg: 90.2,
    tdMdM: 5480,
    drilledTo: { kind: 'curve-fraction', fraction: 0.55 },
    holeDiameterIn: 8.5,
  },
  {
    key: 'bluebonnet-2h',
    field: 'midland',
    site: 'Bluebonnet 12-2H',
    slot: 'Slot 1',
    slotNorthM: 0,
    slotEastM: 0,
    nudge: null,
    landingTvdM: 2752,
    buildDlsDegPer30m: 9,
    lateralAziDeg: 0.6,
    lateralIncDeg: 90.2,
    tdMdM: 5520,
    drilledTo: { kind: 'md', mdM: 3905 },
    holeDiameterIn: 8.5,
  },
  {
    key: 'longhorn-4h',
    field: 'midland',
    site: 'Longhorn State 4H',
    slot: 'Slot 1',
    slotNorthM: 0,
    slotEastM: 0,
    nudge: { startMdM: 400, endTvdM: 1300, northM: -40, eastM: 25, dlsDegPer30m: 1.5 },
    landingTvdM: 2790,
    buildDlsDegPer30m: 8,
    lateralAziDeg: 0.4,
    lateralIncDeg: 89.8,
    tdMdM: 5610,
    drilledTo: { kind: 'td' },
    holeDiameterIn: 8.5,
  },
  {
    key: 'mesquite-7h',
    field: 'midland',
    site: 'Mesquite 7H',
    slot: 'Slot 1',
    slotNorthM: 0,
    slotEastM: 0,
    nudge: null,
    landingTvdM: 2705,
    buildDlsDegPer30m: 8.5,
    lateralAziDeg: 179.5,
    lateralIncDeg: 90.5,
    tdMdM: 5390,
    drilledTo: { kind: 'td' },
    holeDiameterIn: 8.5,
  },
  {
    key: 'northstar-3h',
    field: 'bakken',
    site: 'Northstar Federal 21 pad',
    slot: 'Slot A',
    slotNorthM: 0,
    slotEastM: 0,
    nudge: { startMdM: 600, endTvdM: 1800, northM: 45, eastM: -20, dlsDegPer30m: 1.5 },
    landingTvdM: 3252,
    buildDlsDegPer30m: 8,
    lateralAziDeg: 0,
    lateralIncDeg: 89.6,
    tdMdM: 6400,
    drilledTo: { kind: 'td' },
    holeDiameterIn: 6,
  },
  {
    key: 'northstar-4h',
    field: 'bakken',
    site: 'Northstar Federal 21 pad',
    slot: 'Slot B',
    slotNorthM: 0,
    slotEastM: 22.45,
    nudge: { startMdM: 600, endTvdM: 1800, northM: -45, eastM: 20, dlsDegPer30m: 1.5 },
    landingTvdM: 3258,
    buildDlsDegPer30m: 8,
    lateralAziDeg: 180,
    lateralIncDeg: 90.4,
    tdMdM: 6450,
    drilledTo: { kind: 'none' },
    holeDiameterIn: 6,
  },
  {
    key: 'prairie-5h',
    field: 'bakken',
    site: 'Prairie 5H',
    slot: 'Slot 1',
    slotNorthM: 0,
    slotEastM: 0,
    nudge: null,
    landingTvdM: 3230,
    buildDlsDegPer30m: 8,
    lateralAziDeg: 180.5,
    lateralIncDeg: 90.3,
    tdMdM: 6010,
    drilledTo: { kind: 'td' },
    holeDiameterIn: 6,
  },
];

/** Formation tops by field, TVD below the datum (a prognosis; drilled wells also get the MD where the survey crossed it). */
export const FIELD_TOPS: Record<keyof typeof FIELDS, readonly { name: string; tvdM: number; lithology: string; color: string }[]> = {
  delaware: [
    { name: 'Rustler', tvdM: 310, lithology: 'anhydrite, dolomite', color: '#b39ddb' },
    { name: 'Salado', tvdM: 560, lithology: 'halite', color: '#f5f5f5' },
    { name: 'Bell Canyon', tvdM: 1390, lithology: 'sandstone', color: '#ffe082' },
    { name: 'Cherry Canyon', tvdM: 1720, lithology: 'sandstone, siltstone', color: '#ffcc80' },
    { name: 'Brushy Canyon', tvdM: 2140, lithology: 'sandstone', color: '#ffb74d' },
    { name: 'Bone Spring', tvdM: 2470, lithology: 'limestone, shale', color: '#90caf9' },
    { name: 'Wolfcamp A', tvdM: 3005, lithology: 'calcareous shale', color: '#a5d6a7' },
    { name: 'Wolfcamp B', tvdM: 3140, lithology: 'shale', color: '#81c784' },
  ],
  midland: [
    { name: 'San Andres', tvdM: 1290, lithology: 'dolomite', color: '#b39ddb' },
    { name: 'Clear Fork', tvdM: 1790, lithology: 'dolomite, shale', color: '#ce93d8' },
    { name: 'Spraberry', tvdM: 2120, lithology: 'siltstone, shale', color: '#ffe082' },
    { name: 'Dean', tvdM: 2560, lithology: 'sandstone', color: '#ffcc80' },
    { name: 'Wolfcamp A', tvdM: 2700, lithology: 'calcareous shale', color: '#a5d6a7' },
    { name: 'Wolfcamp B', tvdM: 2830, lithology: 'shale', color: '#81c784' },
  ],
  bakken: [
    { name: 'Pierre', tvdM: 540, lithology: 'shale', color: '#bcaaa4' },
    { name: 'Dakota', tvdM: 1520, lithology: 'sandstone', color: '#ffe082' },
    { name: 'Charles Salt', tvdM: 2520, lithology: 'halite, anhydrite', color: '#f5f5f5' },
    { name: 'Mission Canyon', tvdM: 2640, lithology: 'limestone', color: '#90caf9' },
    { name: 'Lodgepole', tvdM: 2930, lithology: 'limestone', color: '#64b5f6' },
    { name: 'Upper Bakken Shale', tvdM: 3238, lithology: 'organic shale', color: '#424242' },
    { name: 'Middle Bakken', tvdM: 3244, lithology: 'dolomitic siltstone', color: '#a5d6a7' },
    { name: 'Lower Bakken Shale', tvdM: 3262, lithology: 'organic shale', color: '#616161' },
    { name: 'Three Forks', tvdM: 3274, lithology: 'dolomite, shale', color: '#81c784' },
  ],
};
