/**
 * Roadmap configuration (drilling.roadmap.interval, its rotary and slide variants, and the widget):
 * one interval of the well's roadmap — its depths, hole size and, per parameter, the rotary and slide
 * target ranges beside the recorded mean and time in range. Ctrl+E edits the interval, Insert starts
 * a new one below the deepest, Enter applies (the server refuses overlaps, naming the interval in the
 * way), Escape cancels. Editing needs EDIT_ROADMAP.
 */
import { Button, Caption1, Input, Select, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { addInterval, createRoadmap, removeInterval, saveInterval, type Roadmap } from '../../../api/roadmap';
import { RequestError, serverMessage } from '../../../api/request-error';
import { ROADMAP_MODES, type RoadmapMode } from '../../../domain/drilling/roadmap/roadmap-params';
import { EditButton, EditingTools } from '../../../features/edit-mode/edit-tools';
import { useEditMode } from '../../../features/edit-mode/use-edit-mode';
import { displayUnit } from '../../../features/log-tracks/display-units';
import { usePaneActivity } from '../../../features/workspace/pane-activity';
import { notify } from '../../../state/notifications';
import { joinContext } from '../../directional/shared/context';
import { PaneFrame } from '../../directional/shared/pane-frame';
import { DataState } from '../../directional/shared/pane-states';
import type { PaneProps } from '../../pane-types';
import { fmtNum } from '../report-units';
import { useUnitSystem } from '../use-unit-system';
import { draftOf, draftToInput, type IntervalDraft } from './interval-draft';
import { inRangeTone } from './roadmap-rows';
import { useParamUnits, useWellRoadmap } from './use-well-roadmap';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minHeight: 0,
    overflow: 'auto',
    padding: tokens.spacingHorizontalS,
    gap: tokens.spacingVerticalS,
  },
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  field: { display: 'flex', flexDirection: 'column', fontSize: tokens.fontSizeBase200, gap: '2px' },
  table: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200, alignSelf: 'flex-start' },
  th: { textAlign: 'end', fontWeight: tokens.fontWeightSemibold, padding: '2px 8px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  thStart: { textAlign: 'start' },
  td: { textAlign: 'end', padding: '2px 8px', fontVariantNumeric: 'tabular-nums' },
  input: { width: '80px' },
  note: { color: tokens.colorNeutralForeground3 },
  problem: { color: tokens.colorPaletteRedForeground1 },
  danger: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  success: { color: tokens.colorPaletteGreenForeground1 },
});

const MODE_LABEL: Record<RoadmapMode, string> = { rotary: 'Rotary', slide: 'Slide' };

function modesOf(paneId: string): readonly RoadmapMode[] {
  if (paneId.endsWith('.rotary')) return ['rotary'];
  if (paneId.endsWith('.slide')) return ['slide'];
  return ROADMAP_MODES;
}

export default function RoadmapConfigPane(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const modes = modesOf(props.paneType.id);
  const { list, roadmap, canEdit } = useWellRoadmap(props.wellId, props.instance.params.roadmap_id, visible);
  const system = useUnitSystem();
  const units = useParamUnits(system);
  const depth = useMemo(() => displayUnit('m', system), [system]);
  const depthToM = (v: number) => v / depth.convert(1);
  const data = roadmap.data?.data;
  const [picked, setPicked] = useState<string | null>(props.instance.params.interval_id ?? null);
  const interval = data?.intervals.find((i) => i.id === picked) ?? data?.intervals[0] ?? null;
  const compliance = data?.actual.intervals.find((c) => c.id === interval?.id);
  const [draft, setDraft] = useState<IntervalDraft | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const noRoadmap = list.data && list.data.data.length === 0;

  const deepestM = data?.intervals.reduce((m, i) => Math.max(m, i.md_to_m), 0) ?? 0;
  const startNew = () => {
    setProblems([]);
    setDraft(draftOf(null, units, depth, deepestM));
  };
  const edit = useEditMode({
    canEdit: () => (!props.wellId ? 'Select a well first' : !canEdit ? 'Editing a roadmap needs EDIT_ROADMAP' : !list.data ? 'Still loading' : null),
    start: () => {
      setProblems([]);
      setDraft(draftOf(interval, units, depth));
    },
    apply: async () => {
      if (!draft || !props.wellId || saving) return false;
      const r = draftToInput(draft, units, depthToM);
      if (!r.input) {
        setProblems(r.problems);
        return false;
      }
      setSaving(true);
      try {
        let roadmapId = data?.id ?? null;
        if (!roadmapId) roadmapId = (await createRoadmap(props.wellId, 'Roadmap')).data.id;
        const saved = draft.id ? await saveInterval(props.wellId, roadmapId, draft.id, r.input) : await addInterval(props.wellId, roadmapId, r.input);
        notify('success', saved.message);
        setPicked(saved.data.id);
        setDraft(null);
        await Promise.all([list.mutate(), roadmap.mutate()]);
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
  const dirty = !!(draft && JSON.stringify(draft) !== JSON.stringify(draftOf(draft.id ? interval : null, units, depth, deepestM)));
  useEffect(() => markDirty(dirty), [dirty, markDirty]);

  const remove = async () => {
    if (!props.wellId || !data || !draft?.id) return;
    try {
      const r = await removeInterval(props.wellId, data.id, draft.id);
      notify('success', r.message);
      setPicked(null);
      edit.cancel();
      await Promise.all([list.mutate(), roadmap.mutate()]);
    } catch (e) {
      setProblems([e instanceof RequestError ? (serverMessage(e.body) ?? e.message) : String(e)]);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!edit.editing) return;
    if (e.key === 'Enter' && !(e.target instanceof HTMLTextAreaElement)) {
      e.preventDefault();
      void edit.apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      edit.cancel();
    } else if (e.key === 'Insert') {
      e.preventDefault();
      startNew();
    }
  };

  const set = (patch: Partial<IntervalDraft>) => draft && setDraft({ ...draft, ...patch });
  const setRange = (mode: RoadmapMode, param: string, end: 'min' | 'max', v: string) =>
    draft && setDraft({ ...draft, ranges: { ...draft.ranges, [mode]: { ...draft.ranges[mode], [param]: { ...draft.ranges[mode][param], [end]: v } } } });

  const tools = edit.editing ? (
    <EditingTools busy={saving} busyLabel="Saving…" onCancel={edit.cancel} onApply={() => void edit.apply()}>
      <Tooltip content="Insert" relationship="description">
        <Button size="small" appearance="subtle" onClick={startNew}>
          New interval
        </Button>
      </Tooltip>
      {draft?.id && (
        <Button size="small" appearance="subtle" onClick={() => void remove()}>
          Remove interval
        </Button>
      )}
    </EditingTools>
  ) : (
    <>
      {data && data.intervals.length > 0 && (
        <Select size="small" aria-label="Interval" value={interval?.id ?? ''} onChange={(_, d) => setPicked(d.value)}>
          {data.intervals.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name} ({depth.convert(i.md_from_m).toFixed(0)}–{depth.convert(i.md_to_m).toFixed(0)} {depth.symbol})
            </option>
          ))}
        </Select>
      )}
      <EditButton onEnter={edit.enter} disabled={!list.data} denied={canEdit ? null : 'Read only: editing a roadmap needs the EDIT_ROADMAP permission.'} />
    </>
  );

  const swr =
    noRoadmap && !edit.editing
      ? { data: null as Roadmap | null, error: list.error, mutate: list.mutate }
      : { data: edit.editing ? (data ?? null) : data, error: roadmap.error ?? list.error, mutate: roadmap.mutate };
  const toneClass = (pct: number | null) => {
    const t = inRangeTone(pct);
    return t === 'danger' ? s.danger : t === 'warning' ? s.warning : t === 'success' ? s.success : undefined;
  };
  const field = (label: string, value: string, onChange: (v: string) => void, focus = false) => (
    <label className={s.field}>
      {label}
      <Input size="small" value={value} onChange={(_, d) => onChange(d.value)} {...(focus ? { 'data-edit-focus': true } : {})} />
    </label>
  );
  return (
    <PaneFrame
      title={edit.editing ? `${props.paneType.title} — ${draft?.id ? 'editing' : 'new interval'}` : props.paneType.title}
      context={joinContext(data?.name, interval && !edit.editing ? interval.name : null, `values in ${system === 'imperial' ? 'US field' : 'metric'} units`)}
      tools={tools}
      onKeyDown={onKeyDown}
      state={edit.editing ? 'editing' : swr.data === undefined ? 'loading' : 'ready'}
    >
      <DataState
        wellId={props.wellId}
        swr={swr as { data: Roadmap | null | undefined; error: unknown; mutate: () => unknown }}
        what="roadmap"
        isEmpty={(d) => !edit.editing && (d === null || d.intervals.length === 0)}
        empty={
          canEdit ? 'No roadmap interval on this well yet: press Ctrl+E to add one.' : 'No roadmap interval on this well yet (adding one needs EDIT_ROADMAP).'
        }
        ready={() => (
          <div className={s.body} data-roadmap-config={interval?.id ?? 'new'}>
            {problems.map((p) => (
              <div key={p} role="alert" className={s.problem}>
                {p}
              </div>
            ))}
            {edit.editing && draft ? (
              <div className={s.fields}>
                {field('Name', draft.name, (v) => set({ name: v }), true)}
                {field(`MD from (${depth.symbol})`, draft.from, (v) => set({ from: v }))}
                {field(`MD to (${depth.symbol})`, draft.to, (v) => set({ to: v }))}
                {field('Hole size (in)', draft.hole, (v) => set({ hole: v }))}
                {field('Comment', draft.comment, (v) => set({ comment: v }))}
              </div>
            ) : (
              interval && (
                <Caption1 className={s.note}>
                  {interval.name}: {depth.convert(interval.md_from_m).toFixed(0)}–{depth.convert(interval.md_to_m).toFixed(0)} {depth.symbol} MD
                  {interval.hole_size_in ? `, ${interval.hole_size_in}" hole` : ''}
                  {interval.comment ? ` — ${interval.comment}` : ''}
                  {modes.map((m) => compliance?.[m]).some((c) => c && c.drilledS > 0) ? '' : '. Not drilled yet in this mode: no actuals.'}
                </Caption1>
              )
            )}
            <table className={s.table} aria-label="Target ranges per parameter">
              <thead>
                <tr>
                  <th className={`${s.th} ${s.thStart}`}>Parameter</th>
                  <th className={`${s.th} ${s.thStart}`}>Unit</th>
                  {modes.map((m) => [
                    <th key={`${m}min`} className={s.th}>
                      {MODE_LABEL[m]} min
                    </th>,
                    <th key={`${m}max`} className={s.th}>
                      {MODE_LABEL[m]} max
                    </th>,
                    ...(edit.editing
                      ? []
                      : [
                          <th key={`${m}mean`} className={s.th}>
                            Actual mean
                          </th>,
                          <th key={`${m}in`} className={s.th}>
                            In range (%)
                          </th>,
                        ]),
                  ])}
                </tr>
              </thead>
              <tbody>
                {units.map((pu) => (
                  <tr key={pu.param.id} data-param={pu.param.id}>
                    <td className={`${s.td} ${s.thStart}`}>{pu.param.label}</td>
                    <td className={`${s.td} ${s.thStart}`}>{pu.unit.symbol}</td>
                    {modes.map((m) => {
                      if (!pu.param.modes.includes(m))
                        return (
                          <td key={m} colSpan={edit.editing ? 2 : 4} className={`${s.td} ${s.note}`}>
                            not used while sliding
                          </td>
                        );
                      if (edit.editing && draft) {
                        return (['min', 'max'] as const).map((end) => (
                          <td key={`${m}${end}`} className={s.td}>
                            <Input
                              size="small"
                              className={s.input}
                              inputMode="decimal"
                              aria-label={`${MODE_LABEL[m]} ${pu.param.label} ${end} (${pu.unit.symbol})`}
                              value={draft.ranges[m][pu.param.id]?.[end] ?? ''}
                              onChange={(_, d) => setRange(m, pu.param.id, end, d.value)}
                            />
                          </td>
                        ));
                      }
                      const r = interval?.[m][pu.param.id];
                      const c = compliance?.[m].params[pu.param.id];
                      const f = (v: number | null | undefined) => fmtNum(v === null || v === undefined ? null : pu.unit.convert(v), pu.unit.decimals);
                      return [
                        <td key={`${m}min`} className={s.td}>
                          {r ? f(r.min) : 'no target'}
                        </td>,
                        <td key={`${m}max`} className={s.td}>
                          {r ? f(r.max) : 'no target'}
                        </td>,
                        <td key={`${m}mean`} className={s.td}>
                          {f(c?.mean)}
                        </td>,
                        <td key={`${m}in`} className={`${s.td} ${toneClass(c?.inRangePct ?? null) ?? ''}`}>
                          {c?.inRangePct === null || c?.inRangePct === undefined ? '-' : c.inRangePct.toFixed(1)}
                        </td>,
                      ];
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            {!edit.editing && (
              <Caption1 className={s.note}>
                Time in range counts rotary or slide drilling detected by the rig-state detection, one sample of the recorded channel every{' '}
                {data?.actual.sample_step_s ?? 30} s. Leave both ends blank for no target.
              </Caption1>
            )}
          </div>
        )}
      />
    </PaneFrame>
  );
}
