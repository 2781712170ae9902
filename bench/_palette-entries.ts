/** Synthetic wells for the palette benches: realistic names, fields, pads and rigs. */
import type { Well } from '../src/api/types';

export function syntheticWells(n: number): Well[] {
  const fields = ['Red Hawk', 'Bluebonnet', 'Prairie', 'Mesa Verde', 'Eagle Ford', 'Wolfcamp', 'Bakken', 'Delaware', 'Midland', 'Haynesville'];
  return Array.from({ length: n }, (_, i) => ({
    id: `w${i}`,
    name: `${fields[i % fields.length]} ${Math.floor(i / fields.length) + 1}-${(i % 7) + 1}H`,
    status: ((i % 4) + 1) as Well['status'],
    status_name: '',
    stage: 'drilling',
    realtime: i % 3 === 0,
    start_date: null,
    end_date: null,
    start_depth: null,
    end_depth: null,
    day_shift: 21_600,
    well_rigs: [{ rig_id: `r${i % 40}`, rig_name: `Rig ${i % 40}`, spud_date: null }],
    main_nav_title: fields[i % fields.length],
    second_nav_title: `Pad ${i % 90}`,
    project_id: null,
    company_id: null,
  }));
}
