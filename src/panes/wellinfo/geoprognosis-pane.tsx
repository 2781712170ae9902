/**
 * Pressure (drilling.well_pressure) and Temperature (drilling.well_temperature): the well's
 * geoprognosis against TVD. Pressure: pore pressure, fracture gradient and planned mud weight as EMW
 * (sg on metric wells, ppg on US-unit wells) with the mud weight window shaded and each point's
 * pressures; temperature: formation temperature with the geothermal gradient (least-squares line and
 * per interval). The table is edited in place: Ctrl+E edits, Insert adds a row, Enter applies,
 * Escape cancels; saving replaces the well's table (EDIT_GEOPROGNOSIS).
 */
import { EditButton, EditingTools } from '../../features/edit-mode/edit-tools';
import { Button, Caption1, Input, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { RequestError, serverMessage } from '../../api/request-error';
import { savePressure, saveTemperature, usePressure, useTemperature, type PressureAnswer, type TemperatureAnswer } from '../../api/well-info';
import { Chart, useChartTheme, withAlpha, type ChartTrace } from '../../features/charts';
import { useEditMode } from '../../features/edit-mode/use-edit-mode';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { notify } from '../../state/notifications';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import type { PaneProps } from '../pane-types';
import { draftToPoints, geoUnits, type DraftRow, type GeoUnits } from './geoprognosis-units';

const useStyles = makeStyles({
  body: { display: 'flex', flexGrow: 1, minHeight: 0, flexWrap: 'wrap' },
  chart: { flex: '1 1 320px', minHeight: '260px', display: 'flex' },
  side: { flex: '1 1 380px', minHeight: '200px', display: 'flex', flexDirection: 'column', borderLeft: `1px solid ${tokens.colorNeutralStroke2}` },
  note: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  edit: { overflow: 'auto', padding: tokens.spacingHorizontalS },
  th: { textAlign: 'start', fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, padding: '2px 4px' },
  input: { width: '92px' },
  problem: { color: tokens.colorPaletteRedForeground1, padding: `2px ${tokens.spacingHorizontalM}` },
});

type Kind = 'pressure' | 'temperature';
type Answer = PressureAnswer | TemperatureAnswer;
interface EditColumn {
  id: string;
  label: string;
  unit: string;
  required: boolean;
  show: (v: number) => number;
  toApi: (v: number) => number;
  decimals: number;
  shownDecimals: number;
}

function editColumns(kind: Kind, u: GeoUnits): EditColumn[] {
  const depth = { id: 'tvd_m', label: 'TVD', unit: u.depth, required: true, show: u.showDepth, toApi: u.toDepthM, decimals: 2, shownDecimals: 1 };
  if (kind === 'temperature')
    return [depth, { id: 'temp_c', label: 'Temperature', unit: u.temp, required: true, show: u.showTemp, toApi: u.toTempC, decimals: 2, shownDecimals: 1 }];
  const emw = (id: string, label: string) => ({
    id,
    label,
    unit: u.emw,
    required: false,
    show: u.showEmw,
    toApi: u.toSg,
    decimals: 4,
    shownDecimals: u.emwDecimals,
  });
  return [depth, emw('pore_sg', 'Pore pressure'), emw('frac_sg', 'Fracture gradient'), emw('mud_sg', 'Mud weight')];
}

const round = (v: number, d: number) => String(Math.round(v * 10 ** d) / 10 ** d);

function draftOf(a: Answer, cols: EditColumn[]): DraftRow[] {
  return (a.points as Record<string, unknown>[]).map((p, i) => ({
    key: `r${i}`,
    cells: Object.fromEntries(cols.map((c) => [c.id, typeof p[c.id] === 'number' ? round(c.show(p[c.id] as number), c.shownDecimals + 1) : ''])),
  }));
}

type PRow = PressureAnswer['points'][number];
type TRow = TemperatureAnswer['points'][number];

function pressureColumns(u: GeoUnits): ColumnDef<PRow>[] {
  const emw = (v: number | null) => (v === null ? null : u.showEmw(v));
  return [
    { id: 'tvd', header: 'TVD', unit: u.depth, value: (r) => u.showDepth(r.tvd_m), decimals: 1, width: 84 },
    { id: 'formation', header: 'Formation', value: (r) => r.formation, width: 120, align: 'start' },
    { id: 'pore', header: 'Pore pressure', unit: u.emw, value: (r) => emw(r.pore_sg), decimals: u.emwDecimals, width: 96 },
    { id: 'frac', header: 'Fracture gradient', unit: u.emw, value: (r) => emw(r.frac_sg), decimals: u.emwDecimals, width: 110 },
    { id: 'mud', header: 'Mud weight', unit: u.emw, value: (r) => emw(r.mud_sg), decimals: u.emwDecimals, width: 90 },
    {
      id: 'pore_p',
      header: 'Pore pressure',
      unit: u.pressure,
      value: (r) => (r.pore_pressure_mpa === null ? null : u.showPressure(r.pore_pressure_mpa)),
      decimals: u.pressure === 'psi' ? 0 : 2,
      width: 96,
    },
    {
      id: 'frac_p',
      header: 'Frac pressure',
      unit: u.pressure,
      value: (r) => (r.frac_pressure_mpa === null ? null : u.showPressure(r.frac_pressure_mpa)),
      decimals: u.pressure === 'psi' ? 0 : 2,
      width: 96,
    },
    {
      id: 'pore_g',
      header: 'Pore gradient',
      unit: u.gradient,
      value: (r) => (r.pore_sg === null ? null : u.showGradient(r.pore_sg)),
      decimals: 3,
      width: 96,
      hideable: true,
    },
    {
      id: 'over',
      header: 'Overbalance',
      unit: u.emw,
      value: (r) => (r.overbalance_sg === null ? null : u.showEmw(r.overbalance_sg)),
      decimals: u.emwDecimals,
      width: 90,
      tone: (r) => (r.problem === 'kick' ? 'danger' : undefined),
    },
    {
      id: 'margin',
      header: 'Frac margin',
      unit: u.emw,
      value: (r) => (r.frac_margin_sg === null ? null : u.showEmw(r.frac_margin_sg)),
      decimals: u.emwDecimals,
      width: 90,
      tone: (r) => (r.problem === 'losses' ? 'danger' : undefined),
    },
  ];
}

function temperatureColumns(u: GeoUnits): ColumnDef<TRow>[] {
  return [
    { id: 'tvd', header: 'TVD', unit: u.depth, value: (r) => u.showDepth(r.tvd_m), decimals: 1, width: 90 },
    { id: 'temp', header: 'Temperature', unit: u.temp, value: (r) => u.showTemp(r.temp_c), decimals: 1, width: 100 },
    {
      id: 'grad',
      header: 'Interval gradient',
      unit: u.tempGradient,
      value: (r) => (r.interval_gradient_c_per_100m === null ? null : u.showTempGradient(r.interval_gradient_c_per_100m)),
      decimals: 2,
      width: 130,
    },
    { id: 'source', header: 'Source', value: (r) => r.source, width: 90, align: 'start' },
  ];
}

function traces(kind: Kind, a: Answer, u: GeoUnits, t: ReturnType<typeof useChartTheme>): ChartTrace[] {
  if (kind === 'temperature') {
    const d = a as TemperatureAnswer;
    const z = d.points.map((p) => u.showDepth(p.tvd_m));
    const out: ChartTrace[] = [
      {
        type: 'scatter',
        mode: 'lines+markers',
        name: 'Formation temperature',
        x: d.points.map((p) => u.showTemp(p.temp_c)),
        y: z,
        line: { color: t.semantic.stop, width: 2 },
      } as ChartTrace,
    ];
    if (d.fit && d.points.length > 1) {
      const zs = [0, d.points.at(-1)!.tvd_m];
      out.push({
        type: 'scatter',
        mode: 'lines',
        name: `Gradient ${u.showTempGradient(d.fit.gradient_c_per_100m).toFixed(2)} ${u.tempGradient}`,
        x: zs.map((m) => u.showTemp(d.fit!.surface_c + (d.fit!.gradient_c_per_100m / 100) * m)),
        y: zs.map(u.showDepth),
        line: { color: t.muted, dash: 'dash', width: 1 },
      } as ChartTrace);
    }
    return out;
  }
  const d = a as PressureAnswer;
  const line = (key: 'pore_sg' | 'frac_sg' | 'mud_sg', name: string, color: string, shape: 'linear' | 'hv', fill?: boolean): ChartTrace => {
    const pts = d.points.filter((p) => p[key] !== null);
    return {
      type: 'scatter',
      mode: 'lines+markers',
      name,
      x: pts.map((p) => u.showEmw(p[key] as number)),
      y: pts.map((p) => u.showDepth(p.tvd_m)),
      line: { color, width: 2, shape },
      marker: { size: 5 },
      ...(fill ? { fill: 'tonextx', fillcolor: withAlpha(t.semantic.ok, 0.12) } : {}),
      hovertemplate: `${name} %{x:.${u.emwDecimals}f} ${u.emw} at %{y:,.0f} ${u.depth}<extra></extra>`,
    } as ChartTrace;
  };
  return [
    line('pore_sg', 'Pore pressure', t.semantic.stop, 'linear'),
    line('frac_sg', 'Fracture gradient', t.semantic.warning, 'linear', true),
    line('mud_sg', 'Mud weight', t.semantic.actual, 'hv'),
  ];
}

export default function GeoprognosisPane(props: PaneProps) {
  const s = useStyles();
  const kind: Kind = props.paneType.id === 'drilling.well_temperature' ? 'temperature' : 'pressure';
  const { visible } = usePaneActivity();
  const pressure = usePressure(kind === 'pressure' ? props.wellId : null, visible);
  const temperature = useTemperature(kind === 'temperature' ? props.wellId : null, visible);
  const swr = (kind === 'pressure' ? pressure : temperature) as typeof pressure | typeof temperature;
  const a = swr.data as Answer | undefined;
  const u = useMemo(() => geoUnits(a?.unit_system ?? 'metric'), [a?.unit_system]);
  const cols = useMemo(() => editColumns(kind, u), [kind, u]);
  const t = useChartTheme();
  const [draft, setDraft] = useState<DraftRow[] | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const edit = useEditMode({
    canEdit: () => (!props.wellId ? 'Select a well first' : !a ? 'Still loading' : null),
    start: () => {
      setProblems([]);
      setDraft(draftOf(a!, cols));
    },
    apply: async () => {
      if (!draft || !props.wellId || saving) return false;
      const r = draftToPoints(draft, cols);
      if (r.problems.length) {
        setProblems(r.problems);
        return false;
      }
      setSaving(true);
      try {
        const points = r.points.map((p, i) => (kind === 'pressure' ? { ...p, formation: (a as PressureAnswer).points[i]?.formation ?? null } : p));
        const saved = kind === 'pressure' ? await savePressure(props.wellId, { points } as never) : await saveTemperature(props.wellId, { points } as never);
        await swr.mutate(saved.data as never, { revalidate: false });
        notify('success', saved.message);
        setDraft(null);
        return true;
      } catch (e) {
        setProblems([e instanceof RequestError ? (serverMessage(e.body) ?? e.message) : String(e)]);
        return false;
      } finally {
        setSaving(false);
      }
    },
    discard: () => {
      setDraft(null);
      setProblems([]);
    },
  });
  const { markDirty } = edit;
  const dirty = !!(draft && a && JSON.stringify(draft) !== JSON.stringify(draftOf(a, cols)));
  useEffect(() => markDirty(dirty), [dirty, markDirty]);

  const addRow = () => {
    if (!draft) return;
    setDraft([...draft, { key: `new${Date.now()}`, cells: {} }]);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!edit.editing) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      void edit.apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      edit.cancel();
    } else if (e.key === 'Insert') {
      e.preventDefault();
      addRow();
    }
  };

  const what = kind === 'pressure' ? 'pressure prognosis' : 'temperature prognosis';
  const tools = edit.editing ? (
    <EditingTools busy={saving} busyLabel="Saving…" onCancel={edit.cancel} onApply={() => void edit.apply()}>
      <Tooltip content="Insert" relationship="description">
        <Button size="small" appearance="subtle" onClick={addRow}>
          Add row
        </Button>
      </Tooltip>
    </EditingTools>
  ) : (
    <EditButton onEnter={edit.enter} disabled={!a} />
  );
  const context = a ? `${a.well_name} · ${a.unit_system === 'imperial' ? 'US field units' : 'metric'} (the well's)` : undefined;
  return (
    <PaneFrame
      title={edit.editing ? `${props.paneType.title} — editing` : props.paneType.title}
      context={context}
      tools={tools}
      onKeyDown={onKeyDown}
      state={edit.editing ? 'editing' : a ? 'ready' : 'loading'}
    >
      <DataState
        wellId={props.wellId}
        swr={swr as { data: Answer | undefined; error: unknown; mutate: () => unknown }}
        what={what}
        isEmpty={(d) => d.points.length === 0 && !edit.editing}
        empty={`No ${what} for this well yet: press Ctrl+E to enter one.`}
        ready={(d) => (
          <div className={s.body} data-geoprognosis={kind}>
            <div className={s.chart}>
              <Chart
                label={`${props.paneType.title} against TVD`}
                exportName={`${d.well_name} ${what}`}
                data={traces(kind, d, u, t)}
                x={{ title: kind === 'pressure' ? 'Equivalent mud weight' : 'Temperature', unit: kind === 'pressure' ? u.emw : u.temp }}
                y={{ title: 'TVD', unit: u.depth, reversed: true }}
                showLegend
              />
            </div>
            <div className={s.side}>
              {kind === 'temperature' && (d as TemperatureAnswer).fit && (
                <Caption1 className={s.note} data-geothermal-gradient>
                  Geothermal gradient {u.showTempGradient((d as TemperatureAnswer).fit!.gradient_c_per_100m).toFixed(2)} {u.tempGradient}, surface{' '}
                  {u.showTemp((d as TemperatureAnswer).fit!.surface_c).toFixed(1)} {u.temp} (least squares, ±{(d as TemperatureAnswer).fit!.rms_c.toFixed(1)} °C
                  rms)
                </Caption1>
              )}
              {problems.map((p) => (
                <div key={p} role="alert" className={s.problem}>
                  {p}
                </div>
              ))}
              {edit.editing && draft ? (
                <div className={s.edit}>
                  <table>
                    <thead>
                      <tr>
                        {cols.map((c) => (
                          <th key={c.id} className={s.th}>
                            {c.label} ({c.unit})
                          </th>
                        ))}
                        <th />
                      </tr>
                    </thead>
                    <tbody>
                      {draft.map((r, i) => (
                        <tr key={r.key}>
                          {cols.map((c, j) => (
                            <td key={c.id}>
                              <Input
                                size="small"
                                className={s.input}
                                inputMode="decimal"
                                aria-label={`Row ${i + 1} ${c.label} (${c.unit})`}
                                value={r.cells[c.id] ?? ''}
                                onChange={(_, x) => setDraft(draft.map((q) => (q.key === r.key ? { ...q, cells: { ...q.cells, [c.id]: x.value } } : q)))}
                                {...(i === 0 && j === 0 ? { 'data-edit-focus': true } : {})}
                              />
                            </td>
                          ))}
                          <td>
                            <Button
                              size="small"
                              appearance="subtle"
                              aria-label={`Remove row ${i + 1}`}
                              onClick={() => setDraft(draft.filter((q) => q.key !== r.key))}
                            >
                              Remove
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : kind === 'pressure' ? (
                <VirtualTable
                  label={`${props.paneType.title} of ${d.well_name}`}
                  rows={(d as PressureAnswer).points}
                  columns={pressureColumns(u)}
                  rowKey={(r) => String(r.tvd_m)}
                  exportTitle={`${d.well_name} ${what}`}
                />
              ) : (
                <VirtualTable
                  label={`${props.paneType.title} of ${d.well_name}`}
                  rows={(d as TemperatureAnswer).points}
                  columns={temperatureColumns(u)}
                  rowKey={(r) => String(r.tvd_m)}
                  exportTitle={`${d.well_name} ${what}`}
                />
              )}
            </div>
          </div>
        )}
      />
    </PaneFrame>
  );
}
