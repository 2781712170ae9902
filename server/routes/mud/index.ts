/**
 * Daily mud reports and the mud program of a well (spec 2.1 Mud Reports, Mud Program, Mud Products;
 * the well's VIEW_MUD / EDIT_MUD): the reports checked in a period with their products and costs,
 * one report, add / update / delete (audited; one report per reporting day, a second is a 409),
 * and the program per section against the mud the reports found, edited section by section
 * (mud-program-writes.ts).
 */
import { programVsActual } from '../../../src/domain/drilling/mud/mud-program';
import { productTotals } from '../../../src/domain/drilling/mud/mud-products';
import { well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { MUD_PROPERTY_COLUMNS, readMudProgram, readMudReport, readMudReports, type MudReportDto } from '../../mud/mud-store';
import { itemWrites } from '../journal/item-writes';
import { mudProgramWrites } from './mud-program-writes';
import { itemParams, mudReportCreate, mudReportUpdate, periodQuery, tags, wellParams, type MudReportInput } from './mud-schemas';

const cents = (x: number) => Math.round(x * 100) / 100;

const toTotals = (reports: readonly MudReportDto[]) =>
  productTotals(
    reports.map((r) => ({ products: r.products.map((p) => ({ name: p.name, unit: p.unit, quantity: p.quantity, unitCost: p.unit_cost, cost: p.cost })) })),
  );

const list = defineRoute({
  method: 'GET',
  url: '/wells/:id/mud_reports',
  summary: 'Mud reports checked in [from, to) (all without a window): properties, products with their cost (cost code MUD), totals per product',
  tags,
  access: well('VIEW_MUD'),
  params: wellParams,
  query: periodQuery,
  async handler({ params, query, db }) {
    const reports = await readMudReports(db, params.id, query.from, query.to);
    const totals = toTotals(reports);
    return {
      data: { reports, products: totals, products_cost: cents(totals.reduce((a, t) => a + t.cost, 0)), currency: 'USD', cost_code: 'MUD' },
    };
  },
});

const item = defineRoute({
  method: 'GET',
  url: '/wells/:id/mud_reports/:item_id',
  summary: 'One mud report',
  tags,
  access: well('VIEW_MUD'),
  params: itemParams,
  async handler({ params, db }) {
    const r = await readMudReport(db, params.id, params.item_id);
    if (!r) throw new HttpError(404, `Mud report ${params.item_id} not found on this well`);
    return { data: r };
  },
});

const program = defineRoute({
  method: 'GET',
  url: '/wells/:id/mud_program',
  summary: 'The mud program per hole section (depths, bit size, mud type, planned mud weight window) against the mud the reports found there',
  tags,
  access: well('VIEW_MUD'),
  params: wellParams,
  query: periodQuery,
  async handler({ params, query, db }) {
    const [sections, reports] = await Promise.all([readMudProgram(db, params.id), readMudReports(db, params.id, query.from, query.to)]);
    const vs = programVsActual(
      sections,
      reports.map((r) => ({ section: r.section, mudType: r.mud_type, densityKgM3: r.density_kg_m3 ?? NaN })),
    );
    return {
      data: {
        sections: vs.map((x) => ({
          section: x.section.id,
          name: x.section.name,
          from_m: x.section.fromM,
          to_m: x.section.toM,
          hole_size_in: x.section.holeSizeIn,
          planned_mud_type: x.section.mudType,
          planned_density_min_kg_m3: x.section.densityMinKgM3,
          planned_density_max_kg_m3: x.section.densityMaxKgM3,
          reports: x.reports,
          actual_mud_types: x.actualTypes,
          actual_density_min_kg_m3: x.densityMinKgM3,
          actual_density_max_kg_m3: x.densityMaxKgM3,
          actual_density_avg_kg_m3: x.densityAvgKgM3 === null ? null : Math.round(x.densityAvgKgM3 * 10) / 10,
          outside_window: x.outsideWindow,
          type_as_planned: x.typeAsPlanned,
        })),
      },
    };
  },
});

/** bit depth at most the hole depth, whether both came in the body or one is the stored value. */
function checkDepths(b: Partial<MudReportInput>, stored: Record<string, unknown> | null): void {
  const hole = b.hole_depth_m !== undefined ? b.hole_depth_m : (stored?.hole_depth_m as number | null | undefined);
  const bit = b.bit_depth_m !== undefined ? b.bit_depth_m : (stored?.bit_depth_m as number | null | undefined);
  if (hole != null && bit != null && Number(bit) > Number(hole) + 0.05) {
    throw new HttpError(400, `${b.bit_depth_m !== undefined ? 'body.bit_depth_m' : 'body.hole_depth_m'}: the bit cannot be below the hole depth`);
  }
}

const writes = itemWrites<MudReportInput>({
  path: 'mud_reports',
  table: 'mud_reports',
  noun: 'Mud report',
  edit: 'EDIT_MUD',
  tags,
  create: mudReportCreate,
  update: mudReportUpdate,
  toColumns(b, stored) {
    checkDepths(b, stored);
    const props = Object.fromEntries(MUD_PROPERTY_COLUMNS.map((c) => [c, b[c]]));
    return {
      report_date: b.date,
      at_s: b.at,
      section: b.section,
      hole_depth_m: b.hole_depth_m,
      bit_depth_m: b.bit_depth_m,
      mud_type: b.mud_type,
      ...props,
      products:
        b.products === undefined
          ? undefined
          : JSON.stringify(
              b.products.map((p) => ({ name: p.name, unit: p.unit, quantity: p.quantity, unit_cost: p.unit_cost, cost: cents(p.quantity * p.unit_cost) })),
            ),
      comment: b.comment,
      ...(stored ? { source: 'user' } : {}),
    };
  },
  async read(db, wellId, id) {
    const r = await readMudReport(db, wellId, id);
    if (!r) throw new HttpError(404, `Mud report ${id} not found on this well`);
    return r;
  },
});

export const mudRoutes = [list, program, item, ...writes, ...mudProgramWrites];
