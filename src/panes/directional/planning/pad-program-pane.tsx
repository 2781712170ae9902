/**
 * Pad Program (/well_planning/{project_id?}/pad_programs/{program_id}, VIEW_PROJECT_EDM): one pad
 * program's drilling order (slot, planned spud, duration, rig release) with editing (move a well up or
 * down, its spud date and duration), and the anti-collision across the pad from the directional
 * engine: the separation-factor matrix of every pair of wells (row = reference, column = offset:
 * minimum SF and its reference MD), the pairs below the thresholds, and each well in its turn against
 * the wells already drilled, and the pad in 3D with those pairs drawn between their closest points. A
 * well with neither a plan nor a survey is said so.
 */
import { Body1, Button, Caption1, Input, Spinner, Text } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import {
  deletePadProgram,
  programInput,
  savePadProgram,
  usePadAntiCollision,
  usePadProgram,
  type PadAntiCollision,
  type PadCellDto,
  type PadProgram,
  type PadProgramWell,
  type RiskLevel,
} from '../../../api/planning';
import { VirtualTable, type CellTone, type ColumnDef } from '../../../features/virtual-table';
import { notify } from '../../../state/notifications';
import type { PaneProps } from '../../pane-types';
import { Figures } from '../../reports/report-frame';
import { useDisplayUnits, type DisplayUnits } from '../shared/display-units';
import { PadSceneView } from './pad-scene-view';
import { usePlanningStyles } from './planning-styles';
import { errorText, useProjectScope } from './use-project-scope';
import { TRAJECTORY_LABEL } from './well-trajectories-pane';

const tone = (r: RiskLevel | undefined): CellTone | undefined => (r === 'stop' ? 'danger' : r === 'warning' ? 'warning' : undefined);
const RISK_TEXT: Record<RiskLevel, string> = { stop: 'Stop (SF < 1)', warning: 'Warning (SF < 1.5)', ok: 'Clear' };

function cellText(c: PadCellDto | null, u: DisplayUnits): string {
  if (!c) return '—';
  if (c.status !== 'scanned' || c.min_sf === null) return 'no trajectory';
  const md = u.length.show(c.ref_md);
  return `${c.min_sf.toFixed(2)} @ ${md === null ? '?' : Math.round(md).toLocaleString('en-US')} ${u.length.symbol}`;
}

type OrderRow = PadProgramWell & { ac: PadAntiCollision['order'][number] | null; data: string | null };

function orderColumns(u: DisplayUnits): ColumnDef<OrderRow>[] {
  return [
    { id: 'position', header: '#', value: (w) => w.position, decimals: 0, width: 40, pinned: true },
    { id: 'name', header: 'Well', value: (w) => w.name, width: 130, align: 'start' },
    { id: 'slot', header: 'Slot', value: (w) => w.slot_name, width: 70, align: 'start' },
    { id: 'spud', header: 'Planned spud', value: (w) => w.planned_spud ?? '', width: 100, align: 'start' },
    { id: 'days', header: 'Duration', unit: 'd', value: (w) => w.duration_days, decimals: 1, width: 80 },
    { id: 'release', header: 'Rig release', value: (w) => w.planned_release ?? '', width: 100, align: 'start' },
    {
      id: 'data',
      header: 'Directional data',
      value: (w) => w.data ?? '',
      width: 170,
      align: 'start',
      tone: (w) => (w.data === TRAJECTORY_LABEL.none ? 'warning' : undefined),
    },
    {
      id: 'sf_drilled',
      header: 'Min SF vs drilled',
      description: 'Lowest separation factor of this well against the wells drilled before it',
      value: (w) => w.ac?.against_drilled?.min_sf ?? null,
      format: (w) => (!w.ac ? '' : w.ac.position === 1 ? 'first well' : w.ac.against_drilled ? cellText(w.ac.against_drilled, u) : 'nothing to scan'),
      width: 140,
      tone: (w) => tone(w.ac?.risk),
    },
    { id: 'vs', header: 'Closest drilled well', value: (w) => w.ac?.against_drilled?.name ?? '', width: 140, align: 'start' },
    {
      id: 'sf_pad',
      header: 'Min SF vs pad',
      description: 'Lowest separation factor against any other well of the program, whatever the order',
      value: (w) => w.ac?.against_pad?.min_sf ?? null,
      format: (w) => (w.ac?.against_pad ? `${cellText(w.ac.against_pad, u)} (${w.ac.against_pad.name})` : ''),
      width: 230,
      tone: (w) => tone(w.ac?.against_pad?.risk),
    },
  ];
}

type MatrixRow = { ref: PadAntiCollision['wells'][number]; cells: (PadCellDto | null)[] };

function matrixColumns(ac: PadAntiCollision, u: DisplayUnits): ColumnDef<MatrixRow>[] {
  return [
    { id: 'ref', header: 'Reference \\ offset', value: (r) => r.ref.name, width: 150, align: 'start', pinned: true },
    ...ac.wells.map((w, j): ColumnDef<MatrixRow> => ({
      id: `o${j}`,
      header: w.name,
      description: `Minimum SF of the row's well against ${w.name}, at the row well's MD`,
      value: (r) => r.cells[j]?.min_sf ?? null,
      format: (r) => cellText(r.cells[j], u),
      width: 140,
      tone: (r) => tone(r.cells[j]?.risk),
    })),
  ];
}

type FlagRow = PadAntiCollision['flagged'][number];
function flagColumns(u: DisplayUnits): ColumnDef<FlagRow>[] {
  const L = u.length;
  return [
    { id: 'pair', header: 'Pair', value: (f) => `${f.a_name} / ${f.b_name}`, width: 220, align: 'start', pinned: true },
    { id: 'sf', header: 'Min SF', value: (f) => f.min_sf, decimals: 2, width: 70, tone: (f) => tone(f.risk) },
    { id: 'risk', header: 'Level', value: (f) => RISK_TEXT[f.risk], width: 130, align: 'start', tone: (f) => tone(f.risk) },
    { id: 'ref', header: 'Reference', value: (f) => f.ref_name, width: 120, align: 'start' },
    { id: 'ref_md', header: 'Ref MD', unit: L.symbol, value: (f) => L.show(f.ref_md), decimals: 1, width: 90 },
    { id: 'ref_tvd', header: 'Ref TVD', unit: L.symbol, value: (f) => L.show(f.ref_tvd), decimals: 1, width: 90 },
    { id: 'off_md', header: 'Offset MD', unit: L.symbol, value: (f) => L.show(f.offset_md), decimals: 1, width: 90 },
    { id: 'cc', header: 'C-C', unit: L.symbol, value: (f) => L.show(f.cc), decimals: 1, width: 80 },
  ];
}

export default function PadProgramPane(props: PaneProps) {
  const s = usePlanningStyles();
  const u = useDisplayUnits();
  const scope = useProjectScope(props);
  const programId = props.instance.params.program_id || null;
  const q = usePadProgram(scope.projectId, programId);
  const p = q.data?.data ?? null;
  const ac = usePadAntiCollision(scope.projectId, programId, p?.updated_at ?? null);
  const a = ac.data?.data ?? null;
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [spud, setSpud] = useState('');
  const [days, setDays] = useState('');

  const rows: OrderRow[] = useMemo(
    () =>
      (p?.wells ?? []).map((w) => {
        const i = a?.wells.findIndex((x) => x.well_id === w.well_id) ?? -1;
        return { ...w, ac: a?.order.find((o) => o.well_id === w.well_id) ?? null, data: i >= 0 ? TRAJECTORY_LABEL[a!.wells[i].trajectory] : null };
      }),
    [p, a],
  );
  const oCols = useMemo(() => orderColumns(u), [u]);
  const mCols = useMemo(() => (a ? matrixColumns(a, u) : []), [a, u]);
  const fCols = useMemo(() => flagColumns(u), [u]);
  const matrixRows: MatrixRow[] = useMemo(() => (a ? a.wells.map((ref, i) => ({ ref, cells: a.matrix[i] })) : []), [a]);

  const save = async (program: PadProgram, wells: PadProgramWell[], done: string, select: number | null) => {
    setBusy(true);
    try {
      await savePadProgram(program.project_id, program.id, programInput(program, wells));
      notify('success', done);
      setSelected(select);
      await q.mutate();
    } catch {
      // the request layer shows the server's message (a spud before the previous well's, …)
    } finally {
      setBusy(false);
    }
  };
  const move = (program: PadProgram, i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= program.wells.length) return;
    const wells = [...program.wells];
    [wells[i], wells[j]] = [wells[j], wells[i]];
    void save(program, wells, `${program.wells[i].name} moved to position ${j + 1}`, j);
  };
  const applyDates = (program: PadProgram, i: number) => {
    const d = days.trim() === '' ? null : Number(days);
    if (d !== null && !(d > 0 && d <= 365)) {
      notify('warning', 'Duration: give days between 0 and 365.');
      return;
    }
    const wells = program.wells.map((w, k) => (k === i ? { ...w, planned_spud: spud || null, duration_days: d } : w));
    void save(program, wells, `${program.wells[i].name}: spud and duration saved`, i);
  };
  const remove = async (program: PadProgram) => {
    setBusy(true);
    try {
      await deletePadProgram(program.project_id, program.id);
      notify('success', `${program.name} deleted`);
      await q.mutate();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const sel = p && selected !== null ? (p.wells[selected] ?? null) : null;
  const noData = a?.wells.filter((w) => w.trajectory === 'none') ?? [];
  const error = scope.error ?? q.error;
  return (
    <div className={s.root} data-planning="pad-program">
      <div className={s.bar}>
        <Text className={s.title}>{p ? `${props.paneType.title}: ${p.name}` : props.paneType.title}</Text>
        {scope.projectName && <Caption1 className={s.muted}>{scope.projectName}</Caption1>}
        {p && (
          <>
            <Button
              size="small"
              accessKey="u"
              disabled={busy || selected === null || selected === 0}
              onClick={() => selected !== null && move(p, selected, -1)}
            >
              Move up
            </Button>
            <Button
              size="small"
              accessKey="d"
              disabled={busy || selected === null || selected >= p.wells.length - 1}
              onClick={() => selected !== null && move(p, selected, 1)}
            >
              Move down
            </Button>
            <Button size="small" disabled={busy} onClick={() => void remove(p)}>
              Delete program
            </Button>
          </>
        )}
      </div>
      <div className={s.body}>
        {!programId ? (
          <Body1 data-pane-message="empty">No program given: open one from Pad Programs.</Body1>
        ) : error ? (
          <Body1 className={s.error} role="alert" data-pane-message="error">
            Could not load: {errorText(error)}
          </Body1>
        ) : !p ? (
          <Body1 data-pane-message="loading">Loading the pad program…</Body1>
        ) : (
          <>
            <Figures
              items={[
                { label: 'Wells', value: String(p.wells.length) },
                { label: 'Rig', value: p.rig_name ?? 'none' },
                { label: 'First spud', value: p.first_spud ?? 'not planned' },
                { label: 'Last rig release', value: p.last_release ?? 'not planned' },
                { label: 'Planned days', value: p.total_days.toFixed(1), unit: 'd' },
                { label: 'Worst pair', value: a ? (a.flagged[0] ? `${a.flagged[0].min_sf?.toFixed(2)} SF` : 'clear') : 'computing' },
              ]}
            />
            {p.description && <Caption1 className={s.note}>{p.description}</Caption1>}
            <div className={s.grow} style={{ minHeight: 170 }}>
              <VirtualTable
                label={`Drilling order of ${p.name}`}
                exportTitle={`${p.name} drilling order`}
                rows={rows}
                columns={oCols}
                rowKey={(w) => w.well_id}
                selectedIndex={selected}
                onSelect={(i, row) => {
                  setSelected(i);
                  setSpud(row?.planned_spud ?? '');
                  setDays(row?.duration_days === null || row?.duration_days === undefined ? '' : String(row.duration_days));
                }}
                rowTone={(w) => tone(w.ac?.risk)}
              />
            </div>
            {sel ? (
              <div className={s.row} data-pad-edit={sel.name}>
                <Caption1>{`${sel.name} (position ${selected! + 1}): planned spud`}</Caption1>
                <Input size="small" type="date" aria-label="Planned spud" value={spud} onChange={(_, d) => setSpud(d.value)} />
                <Caption1>duration (days)</Caption1>
                <Input size="small" type="number" aria-label="Duration in days" value={days} onChange={(_, d) => setDays(d.value)} style={{ width: 90 }} />
                <Button size="small" accessKey="s" disabled={busy} onClick={() => applyDates(p, selected!)}>
                  Save
                </Button>
                <Caption1 className={s.muted}>Alt+U / Alt+D move the well in the order; a later well must clear those drilled before it.</Caption1>
              </div>
            ) : (
              <Caption1 className={s.muted}>Select a well to move it in the order or change its spud date and duration.</Caption1>
            )}
            <Text className={s.title}>Anti-collision across the pad</Text>
            {ac.error ? (
              <Body1 className={s.error} role="alert">
                Could not compute the anti-collision: {errorText(ac.error)}
              </Body1>
            ) : !a ? (
              <div className={s.row} data-pad-ac="computing">
                <Spinner size="tiny" />
                <Body1>
                  Computing separation factors: {p.wells.length} wells, {(p.wells.length * (p.wells.length - 1)) / 2} pairs in both directions, with each well's
                  error model (ISCWSA)…
                </Body1>
              </div>
            ) : (
              <>
                <Caption1 className={s.note} data-pad-ac="ready">
                  {`Each well's survey, then its definitive plan below the last survey, against every other well's (WPTS rule: k 3.5, Sm 0.3 m). ${a.pairs} pairs in ${a.computed_ms} ms. `}
                  {a.flagged.length
                    ? `${a.flagged.length} ${a.flagged.length === 1 ? 'pair' : 'pairs'} below SF 1.5, ${a.flagged.filter((f) => f.risk === 'stop').length} below 1.0.`
                    : 'No pair below SF 1.5.'}
                </Caption1>
                {noData.length > 0 && (
                  <Caption1 className={s.warning} data-pad-no-trajectory={noData.length}>
                    {noData.map((w) => w.name).join(', ')} {noData.length === 1 ? 'has' : 'have'} neither a plan nor a survey: not scanned (design a plan
                    first).
                  </Caption1>
                )}
                <div className={s.grow} style={{ minHeight: 150 }}>
                  <VirtualTable
                    label={`Separation factor matrix of ${p.name}`}
                    exportTitle={`${p.name} SF matrix`}
                    rows={matrixRows}
                    columns={mCols}
                    rowKey={(r) => r.ref.well_id}
                  />
                </div>
                {a.flagged.length > 0 && (
                  <div className={s.grow} style={{ minHeight: 130 }}>
                    <VirtualTable
                      label={`Pairs below the thresholds in ${p.name}`}
                      exportTitle={`${p.name} flagged pairs`}
                      rows={a.flagged}
                      columns={fCols}
                      rowKey={(f) => `${f.a_well_id}-${f.b_well_id}`}
                    />
                  </div>
                )}
                <PadSceneView projectId={scope.projectId} programName={p.name} ac={a} u={u} />
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
