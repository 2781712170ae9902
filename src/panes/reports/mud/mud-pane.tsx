/**
 * Mud Reports (drilling.mud with its views; widgets Mud Reports, Mud Program and Mud Products): the
 * daily mud reports of the period (one per reporting day, the well's day shift in its zone), the
 * well's mud program per section against the mud the reports found, and the products used per day
 * and in total with their cost (cost code MUD).
 *
 * Keys, on the reports: Ctrl+E (or Enter on a report) edits mud weight, funnel viscosity, PV, YP,
 * fluid loss and the comment; Enter applies, Escape cancels (the workspace's edit verbs).
 */
import { EditButton, EditingTools } from '../../../features/edit-mode/edit-tools';
import { Caption1 } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import { applyMudEdits, fetchMud, type MudData, type MudReportDto } from '../../../api/mud';
import { MUD_VIEWS, type ViewOf } from '../../../commands/route-views';
import { dailyProductCosts } from '../../../domain/drilling/mud/mud-products';
import { useEditMode } from '../../../features/edit-mode/use-edit-mode';
import { useEditDenied } from '../../../features/auth/use-well-permissions';
import { displayUnit } from '../../../features/log-tracks/display-units';
import { VirtualTable } from '../../../features/virtual-table';
import { notify } from '../../../state/notifications';
import type { PaneProps } from '../../pane-types';
import { usePeriodAnswer } from '../journal/use-period-answer';
import { Figures, ReportFrame } from '../report-frame';
import { fmtNum, reportUnits } from '../report-units';
import { useUnitSystem } from '../use-unit-system';
import { productDayColumns, productTotalColumns, programColumns, reportColumns, type MudUnits } from './mud-columns';
import { changedCount, EDITABLE, mudEdits, shownText, withField, type EditableField, type FieldUnits, type MudDraft } from './mud-draft';
import { MudEditCell } from './mud-edit-cell';
import { MudDensityChart } from './mud-density-chart';

type View = ViewOf<typeof MUD_VIEWS>;

const WIDGET_VIEW: Record<string, View> = { 'widget.mud-reports': 'reports', 'widget.mud-program': 'program', 'widget.mud-products': 'products' };
const EMPTY: Record<View, string> = {
  reports: 'No mud reports in this period.',
  program: 'No mud program for this well.',
  products: 'No mud reports in this period, so no products.',
};
const HEADER_OF: Record<EditableField, string> = {
  density_kg_m3: 'Mud weight',
  funnel_viscosity_s: 'Funnel viscosity',
  pv_cp: 'PV',
  yp_lbf_100ft2: 'YP',
  fluid_loss_ml: 'Fluid loss',
  comment: 'Comment',
};

const split = { display: 'flex', flexDirection: 'column' as const, flex: '1 1 0', minHeight: 140 };

export default function MudPane(props: PaneProps) {
  const fixed = WIDGET_VIEW[props.paneType.id];
  const views = fixed ? MUD_VIEWS.filter((v) => v.value === fixed) : MUD_VIEWS;
  const tabs = views.map((v) => ({ id: v.value, label: v.label }));
  const [view, setView] = useState<View>(() => fixed ?? MUD_VIEWS.find((v) => v.value === props.instance.params.view)?.value ?? 'reports');
  const a = usePeriodAnswer('mud_reports', props, fetchMud);
  const system = useUnitSystem();
  const u = useMemo<MudUnits>(() => ({ ...reportUnits(system), density: displayUnit('kg/m³', system) }), [system]);
  const fieldUnits = useMemo<FieldUnits>(
    () => ({
      toApi: (f, v) => (f === 'density_kg_m3' ? v / u.density.convert(1) : v),
      fromApi: (f, v) => (f === 'density_kg_m3' ? u.density.convert(v) : v),
      decimals: (f) => (f === 'density_kg_m3' ? u.density.decimals : 2),
    }),
    [u],
  );
  const data = a.answer?.data;
  const wellId = props.wellId;
  const denied = useEditDenied(wellId, 'EDIT_MUD', 'editing mud reports');
  const reports = useMemo(() => data?.reports ?? [], [data]);
  const [selected, setSelected] = useState<number | null>(null);
  const [draft, setDraft] = useState<MudDraft>(new Map());
  const [problems, setProblems] = useState<string[]>([]);
  const [applying, setApplying] = useState(false);

  const reset = () => {
    setDraft(new Map());
    setProblems([]);
  };
  const edit = useEditMode({
    canEdit: () =>
      !wellId
        ? 'Select a well first'
        : denied
          ? denied
          : !data
            ? 'The mud reports are still loading'
            : reports.length === 0
              ? 'No mud reports to edit in this period'
              : null,
    start: () => {
      reset();
      setView('reports');
    },
    apply: async () => {
      if (!wellId || applying) return false;
      const x = mudEdits(draft, reports, fieldUnits);
      if (x.problems.length) {
        setProblems(x.problems);
        return false;
      }
      setApplying(true);
      try {
        if (x.edits.length) await applyMudEdits(wellId, x.edits);
        await a.mutate();
        reset();
        if (x.edits.length) notify('success', `Mud reports saved: ${x.edits.length} ${x.edits.length === 1 ? 'report' : 'reports'} changed`);
        return true;
      } catch {
        // the server's message is shown by the request layer; edit mode stays on
        return false;
      } finally {
        setApplying(false);
      }
    },
    discard: reset,
  });
  const dirty = useMemo(() => changedCount(draft, reports, fieldUnits), [draft, reports, fieldUnits]);
  const { markDirty } = edit;
  useEffect(() => markDirty(dirty > 0), [dirty, markDirty]);

  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!edit.editing) return;
    const id = requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-edit-focus]')?.focus());
    return () => cancelAnimationFrame(id);
  }, [edit.editing]);

  const sectionName = useMemo(() => {
    const names = new Map((data?.sections ?? []).map((s) => [s.section, s.name]));
    return (id: string) => names.get(id) ?? id;
  }, [data]);
  const currency = data?.currency ?? 'USD';
  const columns = useMemo(() => reportColumns(u, sectionName, currency), [u, sectionName, currency]);
  const days = useMemo(
    () =>
      dailyProductCosts(reports).map((r) => ({
        date: r.date,
        section: r.section,
        holeM: r.hole_depth_m,
        lines: r.products.length,
        cost: r.cost,
        cumulative: r.cumulative,
      })),
    [reports],
  );
  const totals = useMemo(() => {
    const all = data?.products_cost ?? 0;
    return (data?.products ?? []).map((p) => ({ ...p, share: all > 0 ? p.cost / all : 0 }));
  }, [data]);
  const label = `${props.paneType.title}${a.pw.well ? ` of ${a.pw.well.name}` : ''}`;
  const last = reports.at(-1);

  const tools =
    view !== 'reports' ? undefined : edit.editing ? (
      <EditingTools changes={{ count: dirty }} busy={applying} onCancel={edit.cancel} onApply={() => void edit.apply()} />
    ) : (
      <EditButton onEnter={edit.enter} disabled={!data || reports.length === 0} denied={denied} />
    );

  const isEmpty = (d: MudData) => (view === 'program' ? d.sections.length === 0 : d.reports.length === 0);

  return (
    <div ref={root} style={{ display: 'contents' }} data-mud-reports={edit.editing ? 'editing' : 'viewing'}>
      <ReportFrame
        title={edit.editing ? `${props.paneType.title} — editing` : props.paneType.title}
        wellId={wellId}
        a={a}
        isEmpty={isEmpty}
        emptyText={EMPTY[view]}
        views={tabs}
        view={view}
        onView={(v) => setView(v as View)}
        tools={tools}
      >
        {(d) => (
          <>
            {view === 'reports' && (
              <>
                <Figures
                  items={[
                    { label: 'Reports', value: String(d.reports.length) },
                    {
                      label: 'Last mud weight',
                      value: fmtNum(last?.density_kg_m3 == null ? null : u.density.convert(last.density_kg_m3), u.density.decimals),
                      unit: u.density.symbol,
                    },
                    { label: 'Last mud', value: last ? `${last.mud_type}, ${sectionName(last.section)}` : '-' },
                    { label: 'Products', value: fmtNum(d.products_cost, 0), unit: d.currency },
                  ]}
                />
                {problems.length > 0 && (
                  <Caption1 role="alert" style={{ color: 'var(--colorPaletteRedForeground1)' }}>
                    {problems.join('; ')}
                  </Caption1>
                )}
                <div style={split}>
                  <VirtualTable
                    label={label}
                    exportTitle={label}
                    rows={d.reports}
                    columns={columns}
                    rowKey={(r) => r.id}
                    selectedIndex={selected}
                    onSelect={(i) => setSelected(i)}
                    onActivate={(_, i) => {
                      setSelected(i);
                      edit.enter();
                    }}
                    rowHeightPx={edit.editing ? 30 : undefined}
                    renderCell={
                      edit.editing
                        ? (r: MudReportDto, c, i) =>
                            (EDITABLE as readonly string[]).includes(c.id) ? (
                              <MudEditCell
                                date={r.date}
                                index={i}
                                field={c.id as EditableField}
                                label={HEADER_OF[c.id as EditableField]}
                                value={draft.get(r.id)?.[c.id as EditableField] ?? shownText(r, c.id as EditableField, fieldUnits)}
                                changed={
                                  (draft.get(r.id)?.[c.id as EditableField] ?? shownText(r, c.id as EditableField, fieldUnits)) !==
                                  shownText(r, c.id as EditableField, fieldUnits)
                                }
                                focusHere={i === (selected ?? 0)}
                                onChange={(text) => setDraft(withField(draft, r, c.id as EditableField, text))}
                                onApply={() => void edit.apply()}
                                onCancel={edit.cancel}
                              />
                            ) : undefined
                        : undefined
                    }
                  />
                </div>
                {!fixed && !edit.editing && <MudDensityChart reports={d.reports} sections={d.sections} u={u} />}
              </>
            )}
            {view === 'program' && (
              <>
                <Caption1>Planned per section against every mud report of the well.</Caption1>
                <div style={split}>
                  <VirtualTable
                    label={`${label}: program`}
                    exportTitle={`${label} program`}
                    rows={d.sections}
                    columns={programColumns(u)}
                    rowKey={(s) => s.section}
                  />
                </div>
              </>
            )}
            {view === 'products' && (
              <>
                <Figures
                  items={[
                    { label: 'Products cost', value: fmtNum(d.products_cost, 2), unit: d.currency },
                    { label: 'Cost code', value: d.cost_code },
                    { label: 'Days with products', value: String(days.filter((x) => x.lines > 0).length) },
                    { label: 'Products', value: String(d.products.length) },
                  ]}
                />
                <div style={split}>
                  <VirtualTable
                    label={`${label}: by day`}
                    exportTitle={`${label} by day`}
                    rows={days}
                    columns={productDayColumns(u, sectionName, d.currency)}
                    rowKey={(x) => x.date}
                  />
                </div>
                <div style={split}>
                  <VirtualTable
                    label={`${label}: total`}
                    exportTitle={`${label} total`}
                    rows={totals}
                    columns={productTotalColumns(d.currency)}
                    rowKey={(p) => `${p.name}|${p.unit}`}
                  />
                </div>
              </>
            )}
          </>
        )}
      </ReportFrame>
    </div>
  );
}
