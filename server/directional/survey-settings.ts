/** A well's survey settings: one row of well_survey_settings, with the defaults a well without one gets. */
import type { ErrorModelParams } from '../../src/domain/directional/error-model/types';
import type { NorthReference } from '../../src/domain/directional/north-reference';
import type { TieIn } from '../../src/domain/directional/types';
import type { Queryable } from '../db/db';

export interface SurveySettings {
  readonly tieIn: { readonly mdM: number; readonly incDeg: number; readonly aziDeg: number } & TieIn;
  readonly vsAziDeg: number;
  readonly vsOrigin: { readonly northM: number; readonly eastM: number };
  readonly northReference: NorthReference;
  readonly convergenceDeg: number;
  readonly declinationDeg: number;
  readonly dipDeg: number;
  readonly totalFieldNt: number;
  readonly gravityMs2: number;
  readonly errorModelId: string;
  readonly holeDiameterIn: number;
  readonly siteName: string | null;
  readonly siteLatitude: number | null;
  readonly siteLongitude: number | null;
  readonly slotName: string | null;
  readonly slotNorthM: number;
  readonly slotEastM: number;
  readonly datumElevationM: number;
  readonly revision: number;
}

/** Columns of well_survey_settings and the API field each one is, in one table. */
export const SETTINGS_COLUMNS = {
  tie_in_md_m: 'tie_in_md',
  tie_in_inc_deg: 'tie_in_inc',
  tie_in_azi_deg: 'tie_in_az',
  tie_in_tvd_m: 'tie_in_tvd',
  tie_in_north_m: 'tie_in_ns',
  tie_in_east_m: 'tie_in_ew',
  vs_azimuth_deg: 'vs_azimuth',
  vs_origin_north_m: 'vs_origin_ns',
  vs_origin_east_m: 'vs_origin_ew',
  north_reference: 'north_reference',
  convergence_deg: 'convergence',
  declination_deg: 'declination',
  dip_deg: 'dip',
  total_field_nt: 'total_field_nt',
  gravity_ms2: 'gravity',
  error_model: 'error_model',
  hole_diameter_in: 'hole_diameter_in',
  site_name: 'site_name',
  site_latitude: 'site_latitude',
  site_longitude: 'site_longitude',
  slot_name: 'slot_name',
  slot_north_m: 'slot_ns',
  slot_east_m: 'slot_ew',
  datum_elevation_m: 'datum_elevation',
} as const;
export type SettingsColumn = keyof typeof SETTINGS_COLUMNS;
export type SettingsField = (typeof SETTINGS_COLUMNS)[SettingsColumn];

const num = (v: unknown, fallback: number) => (v === null || v === undefined ? fallback : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function settingsFromRow(row: Record<string, unknown> | undefined, well: { latitude: number | null; longitude: number | null }): SurveySettings {
  const r = row ?? {};
  return {
    tieIn: {
      mdM: num(r.tie_in_md_m, 0),
      incDeg: num(r.tie_in_inc_deg, 0),
      aziDeg: num(r.tie_in_azi_deg, 0),
      tvdM: num(r.tie_in_tvd_m, 0),
      northM: num(r.tie_in_north_m, 0),
      eastM: num(r.tie_in_east_m, 0),
    },
    vsAziDeg: num(r.vs_azimuth_deg, 0),
    vsOrigin: { northM: num(r.vs_origin_north_m, 0), eastM: num(r.vs_origin_east_m, 0) },
    northReference: (r.north_reference as NorthReference | undefined) ?? 'grid',
    convergenceDeg: num(r.convergence_deg, 0),
    declinationDeg: num(r.declination_deg, 0),
    dipDeg: num(r.dip_deg, 60),
    totalFieldNt: num(r.total_field_nt, 50_000),
    gravityMs2: num(r.gravity_ms2, 9.80665),
    errorModelId: (r.error_model as string | undefined) ?? 'iscwsa-mwd-rev4',
    holeDiameterIn: num(r.hole_diameter_in, 8.5),
    siteName: (r.site_name as string | null | undefined) ?? null,
    // A well without its own site is located by its surface latitude/longitude.
    siteLatitude: numOrNull(r.site_latitude) ?? well.latitude,
    siteLongitude: numOrNull(r.site_longitude) ?? well.longitude,
    slotName: (r.slot_name as string | null | undefined) ?? null,
    slotNorthM: num(r.slot_north_m, 0),
    slotEastM: num(r.slot_east_m, 0),
    datumElevationM: num(r.datum_elevation_m, 0),
    revision: num(r.revision, 0),
  };
}

/** The settings as the API answers them (field names of SETTINGS_COLUMNS, plus the revision). */
export function serializeSettings(s: SurveySettings): Record<SettingsField | 'revision', unknown> {
  return {
    tie_in_md: s.tieIn.mdM,
    tie_in_inc: s.tieIn.incDeg,
    tie_in_az: s.tieIn.aziDeg,
    tie_in_tvd: s.tieIn.tvdM,
    tie_in_ns: s.tieIn.northM,
    tie_in_ew: s.tieIn.eastM,
    vs_azimuth: s.vsAziDeg,
    vs_origin_ns: s.vsOrigin.northM,
    vs_origin_ew: s.vsOrigin.eastM,
    north_reference: s.northReference,
    convergence: s.convergenceDeg,
    declination: s.declinationDeg,
    dip: s.dipDeg,
    total_field_nt: s.totalFieldNt,
    gravity: s.gravityMs2,
    error_model: s.errorModelId,
    hole_diameter_in: s.holeDiameterIn,
    site_name: s.siteName,
    site_latitude: s.siteLatitude,
    site_longitude: s.siteLongitude,
    slot_name: s.slotName,
    slot_ns: s.slotNorthM,
    slot_ew: s.slotEastM,
    datum_elevation: s.datumElevationM,
    revision: s.revision,
  };
}

/** Error-model parameters of the well. Azimuths are grid-referenced when the well says so. */
export function errorModelParams(s: SurveySettings, frame: NorthReference = s.northReference): ErrorModelParams {
  return {
    declinationDeg: s.declinationDeg,
    dipDeg: s.dipDeg,
    totalFieldNt: s.totalFieldNt,
    gravityMs2: s.gravityMs2,
    convergenceDeg: frame === 'grid' ? s.convergenceDeg : 0,
  };
}

export async function loadSettingsRow(db: Queryable, wellId: string): Promise<Record<string, unknown> | undefined> {
  return (await db.query('select * from well_survey_settings where well_id = $1', [wellId])).rows[0];
}
