/**
 * The project's EDM as the viewer's tree: site (datum) → slot (its template) → well → wellbore →
 * design. Wells without a slot hang under a site's "no slot" group (slot null). Designs carry their
 * station count and TD, not the stations.
 */
import type { ProjectEdm } from './edm-store';

export function buildEdmTree(edm: ProjectEdm) {
  const templateName = new Map(edm.templates.map((t) => [t.id, t.name]));
  const designsOf = (boreId: string) =>
    edm.designs
      .filter((d) => d.wellbore_id === boreId)
      .map((d) => ({
        id: d.id,
        name: d.name,
        phase: d.phase,
        definitive: d.definitive,
        stations: d.stations.length,
        top_md: d.stations[0]?.[0] ?? null,
        td_md: d.stations.at(-1)?.[0] ?? null,
      }));
  const wellsOf = (siteId: string, slotId: string | null) =>
    edm.wells
      .filter((w) => w.site_id === siteId && w.slot_id === slotId)
      .map((w) => ({
        id: w.id,
        name: w.name,
        well_id: w.well_id,
        well_name: w.well_name,
        wellbores: edm.wellbores
          .filter((b) => b.edm_well_id === w.id)
          .map((b) => ({
            id: b.id,
            name: b.name,
            parent_id: b.parent_id,
            kickoff_md: b.kickoff_md_m,
            designs: designsOf(b.id),
          })),
      }));
  return {
    counts: {
      sites: edm.sites.length,
      templates: edm.templates.length,
      slots: edm.slots.length,
      wells: edm.wells.length,
      wellbores: edm.wellbores.length,
      designs: edm.designs.length,
    },
    sites: edm.sites.map((s) => {
      const slots = edm.slots
        .filter((l) => l.site_id === s.id)
        .map((l) => ({
          id: l.id,
          name: l.name,
          template_id: l.template_id,
          template_name: l.template_id ? (templateName.get(l.template_id) ?? null) : null,
          north_m: l.north_m,
          east_m: l.east_m,
          wells: wellsOf(s.id, l.id),
        }));
      const loose = wellsOf(s.id, null);
      return {
        id: s.id,
        name: s.name,
        latitude: s.latitude,
        longitude: s.longitude,
        datum: { name: s.datum_name, elevation_m: s.datum_elevation_m, north_reference: s.north_reference, convergence_deg: s.convergence_deg },
        templates: edm.templates.filter((t) => t.site_id === s.id).map((t) => ({ id: t.id, name: t.name })),
        slots: loose.length ? [...slots, { id: null, name: null, template_id: null, template_name: null, north_m: null, east_m: null, wells: loose }] : slots,
      };
    }),
  };
}
