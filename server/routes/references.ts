import { z } from 'zod';
import { USER_STATUSES } from '../../src/domain/user-statuses';
import { SIGNED_IN } from '../lib/access';
import { defineRoute } from '../lib/route';

/** Data-reference lists (data-widgets-calls 3.9). Small and static: declared here, served as is. */
export const REFERENCE_LISTS = {
  countries: [
    { id: 'US', name: 'United States' },
    { id: 'CA', name: 'Canada' },
    { id: 'MX', name: 'Mexico' },
    { id: 'NO', name: 'Norway' },
    { id: 'GB', name: 'United Kingdom' },
    { id: 'SA', name: 'Saudi Arabia' },
    { id: 'AE', name: 'United Arab Emirates' },
    { id: 'AR', name: 'Argentina' },
    { id: 'BR', name: 'Brazil' },
    { id: 'AU', name: 'Australia' },
    { id: 'KZ', name: 'Kazakhstan' },
  ],
  states: [
    { id: 'TX', country: 'US', name: 'Texas' },
    { id: 'NM', country: 'US', name: 'New Mexico' },
    { id: 'ND', country: 'US', name: 'North Dakota' },
    { id: 'OK', country: 'US', name: 'Oklahoma' },
    { id: 'CO', country: 'US', name: 'Colorado' },
    { id: 'LA', country: 'US', name: 'Louisiana' },
    { id: 'AB', country: 'CA', name: 'Alberta' },
    { id: 'BC', country: 'CA', name: 'British Columbia' },
  ],
  counties: [
    { id: 'TX-MIDLAND', state: 'TX', name: 'Midland' },
    { id: 'TX-MARTIN', state: 'TX', name: 'Martin' },
    { id: 'TX-REEVES', state: 'TX', name: 'Reeves' },
    { id: 'TX-LOVING', state: 'TX', name: 'Loving' },
    { id: 'NM-EDDY', state: 'NM', name: 'Eddy' },
    { id: 'NM-LEA', state: 'NM', name: 'Lea' },
    { id: 'ND-MCKENZIE', state: 'ND', name: 'McKenzie' },
  ],
  user_statuses: USER_STATUSES.map((s) => ({ id: s.id, name: s.key })),
  data_providers: [
    { id: 'witsml', name: 'WITSML server' },
    { id: 'las', name: 'LAS file' },
    { id: 'csv', name: 'CSV file' },
    { id: 'simulator', name: 'Drillspace rig simulator' },
  ],
  north_types: [
    { id: 'TRUE', name: 'True north' },
    { id: 'GRID', name: 'Grid north' },
    { id: 'MAGNETIC', name: 'Magnetic north' },
  ],
  error_surface: [
    { id: 'ELLIPTICAL_CONIC', name: 'Elliptical conic' },
    { id: 'CIRCULAR_CONIC', name: 'Circular conic' },
    { id: 'COMBINED', name: 'Combined' },
  ],
  geo_systems: [
    { id: 'EPSG:4326', name: 'WGS 84 (lat/lon)' },
    { id: 'EPSG:32614', name: 'WGS 84 / UTM zone 14N' },
    { id: 'EPSG:32613', name: 'WGS 84 / UTM zone 13N' },
    { id: 'EPSG:23031', name: 'ED50 / UTM zone 31N' },
    { id: 'EPSG:2277', name: 'NAD83 / Texas Central (ftUS)' },
  ],
  date_formats: [
    { id: 'YYYY-MM-DD', name: 'YYYY-MM-DD' },
    { id: 'MM/DD/YYYY', name: 'MM/DD/YYYY (US)' },
    { id: 'DD MMM, YYYY', name: 'DD MMM, YYYY' },
  ],
  time_formats: [
    { id: 'HH:mm:ss', name: '24-hour', is24hr: true },
    { id: 'hh:mm A', name: '12-hour', is24hr: false },
  ],
  unit_systems: [
    { id: 'metric', name: 'Metric (m, t, MPa, L/min)' },
    { id: 'imperial', name: 'US field (ft, klbf, psi, gpm)' },
  ],
} as const;

type ListName = keyof typeof REFERENCE_LISTS;
const names = Object.keys(REFERENCE_LISTS) as [ListName, ...ListName[]];

const reference = defineRoute({
  method: 'GET',
  url: '/references/:name',
  summary: `A reference list: ${names.join(', ')}`,
  tags: ['references'],
  access: SIGNED_IN,
  params: z.object({ name: z.enum(names) }).strict(),
  handler: ({ params }) => ({ data: REFERENCE_LISTS[params.name] }),
});

const adminFormats = (list: 'date_formats' | 'time_formats', url: string) =>
  defineRoute({
    method: 'GET',
    url,
    summary: `Configured ${list.replace('_', ' ')}`,
    tags: ['admin'],
    access: SIGNED_IN,
    handler: () => ({ data: REFERENCE_LISTS[list] }),
  });

const unitSystems = defineRoute({
  method: 'GET',
  url: '/admin/data_unit_systems',
  summary: 'Unit systems',
  tags: ['admin'],
  access: SIGNED_IN,
  handler: () => ({ data: REFERENCE_LISTS.unit_systems }),
});

export const referenceRoutes = [
  reference,
  adminFormats('date_formats', '/admin/configuration/date_formats'),
  adminFormats('time_formats', '/admin/configuration/time_formats'),
  unitSystems,
];
