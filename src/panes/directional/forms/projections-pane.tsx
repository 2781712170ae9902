/**
 * Projections (widget): project ahead of the last survey with any real-time method (spec 9.2) or
 * trajectory mode (9.1). The form asks for what the chosen method needs, in the user's units (a
 * target can be picked from the well's targets); Project shows where it ends and its stations; Save
 * keeps it, and saved projections say when the survey has moved on since.
 */
import { Button, Caption1, Field, Input, Select, Tab, TabList } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import {
  computeProjection,
  deleteProjection,
  saveProjection,
  useProjectionMethods,
  useSavedProjections,
  useSurveys,
  useTargets,
  type ProjectionMethod,
  type ProjectionResult,
  type SavedProjection,
} from '../../../api/directional';
import { fetchLatest } from '../../../api/logs';
import { VirtualTable, useColumnVisibility, type ColumnDef } from '../../../features/virtual-table';
import { formatDateTime, formatDecimals } from '../../../domain/format';
import { showDateTimeS } from '../../../features/format/user-format';
import { askConfirm } from '../../../state/confirmations';
import type { PaneProps } from '../../pane-types';
import { depthText, joinContext } from '../shared/context';
import { CursorTable, TableTools } from '../shared/cursor-table';
import { PaneFrame } from '../shared/pane-frame';
import { DataState, PaneMessage, errorText } from '../shared/pane-states';
import { stationColumns } from '../shared/station-columns';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { useFormPaneStyles } from './form-pane-styles';
import { NumberField, readNumbers } from './number-field';
import { apiInputs, fieldKeys, fieldLabel, fieldUnit } from './projection-inputs';

export default function ProjectionsPane(props: PaneProps) {
  const s = useFormPaneStyles();
  const pane = useDirectionalPane(props);
  const { units } = pane;
  const methods = useProjectionMethods(pane.wellId, pane.active);
  const saved = useSavedProjections(pane.wellId, pane.active);
  const targets = useTargets(pane.wellId, pane.active);
  const [methodKey, setMethodKey] = useState('method:STRAIGHT_TO_BIT');
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ProjectionResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [tab, setTab] = useState<'result' | 'saved'>('result');
  const [savedPick, setSavedPick] = useState<SavedProjection | null>(null);
  const cols = useMemo(() => stationColumns(units, 'trajectory'), [units]);
  const visibility = useColumnVisibility('projection-points', cols);

  // The rig's newest hole depth: the pane opens on the straight projection to the bit on bottom (what
  // a directional driller asks first; off bottom in a connection the bit is back there in minutes),
  // the depth filled in and where it came from said; no rig data, no guess.
  const bit = useSWR(
    pane.wellId && pane.active ? ['logs/latest', pane.wellId, 'holeDepthM,bitDepthM'] : null,
    () => fetchLatest(pane.wellId!, ['holeDepthM', 'bitDepthM']),
    {
      revalidateOnFocus: false,
    },
  );
  const bitM = bit.data?.values.holeDepthM ?? null;
  const bitNowM = bit.data?.values.bitDepthM ?? null;
  const bitAt = bit.data?.time ?? null;
  const survey = useSurveys(pane.wellId, {}, pane.active);
  const lastMd = survey.data?.stations.at(-1)?.md ?? null;
  // a hole not below the last station: nothing lies ahead to project to
  const bitAbove = bitM !== null && lastMd !== null && bitM <= lastMd;
  const autoFor = useRef<string | null>(null);
  useEffect(() => {
    const wellId = pane.wellId;
    if (!wellId || bitM === null || lastMd === null || bitAbove || autoFor.current === wellId || methodKey !== 'method:STRAIGHT_TO_BIT') return;
    autoFor.current = wellId;
    setValues((v) => (v.bit_md ? v : { ...v, bit_md: String(Number(formatDecimals(units.length.show(bitM), 2))) }));
    computeProjection(wellId, { family: 'method', method_id: 'STRAIGHT_TO_BIT', inputs: { bit_md: bitM } })
      .then((r) => setResult((cur) => cur ?? r))
      .catch((err) => setProblem(`Projection to the rig's bit depth: ${errorText(err)}`));
  }, [pane.wellId, bitM, lastMd, bitAbove, methodKey, units]);

  const all = useMemo(() => [...(methods.data?.methods ?? []), ...(methods.data?.modes ?? [])], [methods.data]);
  const method: ProjectionMethod | undefined = all.find((m) => `${m.family}:${m.id}` === methodKey);
  const inputs = methods.data?.inputs ?? {};
  // the slide sheet is read by the server from the survey; the form asks for the rest
  const fields = (method ? [...method.required, ...method.optional] : []).filter((n) => inputs[n] && inputs[n].kind !== 'slides');
  const requiredKeys = (method?.required ?? []).filter((n) => inputs[n]?.kind !== 'slides').flatMap((n) => fieldKeys(n, inputs[n]));

  const request = () => {
    if (!method) return null;
    const keys = new Set(fields.flatMap((n) => fieldKeys(n, inputs[n])));
    const read = readNumbers(Object.fromEntries(Object.entries(values).filter(([k]) => keys.has(k))), requiredKeys, (k) =>
      fieldLabel(k, inputs[k.split('.')[0]]),
    );
    if (!read.ok) {
      setProblem(read.problem);
      return null;
    }
    return { family: method.family, method_id: method.id, inputs: apiInputs(read.numbers, inputs, units) };
  };

  const project = async (e?: FormEvent) => {
    e?.preventDefault();
    const body = request();
    if (!body || !pane.wellId) return;
    setBusy(true);
    setProblem(null);
    try {
      setResult(await computeProjection(pane.wellId, body));
      setTab('result');
    } catch (err) {
      setProblem(errorText(err));
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const body = request();
    if (!body || !pane.wellId || !name.trim()) return;
    setBusy(true);
    try {
      await saveProjection(pane.wellId, { ...body, name: name.trim() });
      setTab('saved');
      setName('');
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const pickTarget = (id: string) => {
    const t = targets.data?.find((x) => x.id === id);
    if (!t) return;
    const show = (v: number) => String(Number(formatDecimals(units.length.show(v), 2)));
    setValues((v) => ({ ...v, 'target.tvd': show(t.centre.tvd), 'target.ns': show(t.centre.ns), 'target.ew': show(t.centre.ew) }));
  };

  const savedColumns = useMemo<ColumnDef<SavedProjection>[]>(
    () => [
      { id: 'name', header: 'Projection', value: (r) => r.name, width: 180, align: 'start' },
      {
        id: 'method',
        header: 'Method',
        value: (r) => all.find((m) => m.id === r.method_id && m.family === r.family)?.label ?? r.method_id,
        width: 170,
        align: 'start',
      },
      { id: 'from', header: 'From MD', unit: units.length.symbol, value: (r) => units.length.show(r.from_md), decimals: 1, width: 88 },
      { id: 'to', header: 'To MD', unit: units.length.symbol, value: (r) => units.length.show(r.result.end?.md ?? null), decimals: 1, width: 88 },
      {
        id: 'stale',
        header: 'Current',
        value: (r) => (r.stale ? 'survey moved on' : 'yes'),
        tone: (r) => (r.stale ? 'warning' : undefined),
        width: 120,
        align: 'start',
      },
      { id: 'created', header: 'Saved', value: (r) => formatDateTime(r.created_at * 1000), width: 150, align: 'start' },
    ],
    [all, units],
  );
  const end = result?.end;
  const L = units.length;

  return (
    <PaneFrame
      title="Projections"
      context={joinContext(pane.wellName, result ? `from the last survey at ${depthText(units, result.from_md)} MD` : null)}
      tools={tab === 'result' ? <TableTools visibility={visibility} rows={result?.points} exportTitle={`${pane.wellName ?? 'well'} projection`} /> : undefined}
      state={methods.data ? 'ready' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={methods}
        what="projection methods"
        ready={(m) => (
          <div className={s.body}>
            <form className={s.form} onSubmit={(e) => void project(e)} aria-label="Projection inputs">
              <Field label="Method" size="small">
                <Select
                  size="small"
                  value={methodKey}
                  onChange={(_, d) => {
                    setMethodKey(d.value);
                    setResult(null);
                    setProblem(null);
                  }}
                >
                  <optgroup label="Real-time methods (9.2)">
                    {m.methods.map((x) => (
                      <option key={x.id} value={`method:${x.id}`}>
                        {x.label}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label="Trajectory modes (9.1)">
                    {m.modes.map((x) => (
                      <option key={x.id} value={`mode:${x.id}`}>
                        {x.label}
                      </option>
                    ))}
                  </optgroup>
                </Select>
              </Field>
              {method && <Caption1>{method.help}</Caption1>}
              {bitM !== null && bitAt !== null && fields.includes('bit_md') && (
                <Caption1 data-bit-source>
                  Rig hole depth {depthText(units, bitM)}
                  {bitNowM !== null && Math.abs(bitNowM - bitM) > 0.05 ? ` (bit now at ${depthText(units, bitNowM)})` : ''} at {showDateTimeS(bitAt)}
                  {bitAbove && lastMd !== null ? `: not below the last survey at ${depthText(units, lastMd)}, nothing ahead to project to` : ''}
                </Caption1>
              )}
              {fields.some((n) => inputs[n].kind === 'position') && (targets.data?.length ?? 0) > 0 && (
                <Field label="Fill the target from" size="small">
                  <Select size="small" defaultValue="" onChange={(_, d) => pickTarget(d.value)}>
                    <option value="" disabled>
                      a target of the well…
                    </option>
                    {targets.data!.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              {fields.flatMap((n) =>
                fieldKeys(n, inputs[n]).map((k) => (
                  <NumberField
                    key={k}
                    label={fieldLabel(k, inputs[n])}
                    unit={fieldUnit(k, inputs[n], units)}
                    value={values[k] ?? ''}
                    required={method!.required.includes(n)}
                    onChange={(v) => setValues((x) => ({ ...x, [k]: v }))}
                  />
                )),
              )}
              <div className={s.actions}>
                <Button appearance="primary" size="small" type="submit" disabled={busy || !method}>
                  {busy ? 'Projecting…' : 'Project'}
                </Button>
              </div>
              {problem && (
                <Caption1 className={s.problem} role="alert">
                  {problem}
                </Caption1>
              )}
              <Field label="Save as" size="small">
                <Input size="small" value={name} onChange={(_, d) => setName(d.value)} />
              </Field>
              <div className={s.actions}>
                <Button size="small" disabled={busy || !name.trim() || !method} onClick={() => void save()}>
                  Save projection
                </Button>
              </div>
            </form>
            <div className={s.main}>
              <TabList className={s.tabs} size="small" selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'result' | 'saved')}>
                <Tab value="result">Result</Tab>
                <Tab value="saved">Saved ({saved.data?.length ?? 0})</Tab>
              </TabList>
              {tab === 'result' &&
                (result && end ? (
                  <>
                    <div className={s.facts} data-projection-end>
                      {[
                        ['End MD', depthText(units, end.md)],
                        ['Inc / azi', `${formatDecimals(end.inc, 2)}° / ${formatDecimals(end.az, 2)}°`],
                        ['TVD', depthText(units, end.tvd)],
                        ['N/S · E/W', `${depthText(units, end.ns_from_ref)} · ${depthText(units, end.ew_from_ref)}`],
                        ['VS', depthText(units, end.vsec)],
                        ['DLS', result.dls === null ? '-' : `${formatDecimals(units.dls.show(result.dls), 2)} ${units.dls.symbol}`],
                        ['Toolface', result.tf === null ? '-' : `${formatDecimals(result.tf, 1)}°`],
                        ['Slide', result.slide_length === null ? '-' : `${formatDecimals(L.show(result.slide_length), 1)} ${L.symbol}`],
                        ['Drill time', result.drill_time_h === null ? '-' : `${formatDecimals(result.drill_time_h, 1)} h`],
                      ].map(([k, v]) => (
                        <div key={k} className={s.fact}>
                          <Caption1>{k}</Caption1>
                          <span>{v}</span>
                        </div>
                      ))}
                    </div>
                    <CursorTable
                      label="Projected stations"
                      rows={result.points}
                      columns={visibility.visible}
                      rowKey={(r) => `${r.md}`}
                      mdOf={(r) => r.md}
                      cursor={pane.cursor}
                    />
                  </>
                ) : (
                  <PaneMessage
                    state="empty"
                    title="Choose a method, give its inputs and press Project."
                    detail="Projections start at the last survey station."
                  />
                ))}
              {tab === 'saved' &&
                (saved.data?.length ? (
                  <>
                    <div className={s.facts}>
                      <Caption1>Enter shows the selected projection.</Caption1>
                      <Button
                        size="small"
                        appearance="subtle"
                        disabled={!savedPick}
                        onClick={() => savedPick && void deleteProjectionAsked(pane.wellId!, savedPick)}
                      >
                        Delete selected
                      </Button>
                    </div>
                    <VirtualTable
                      label="Saved projections"
                      rows={saved.data}
                      columns={savedColumns}
                      rowKey={(r) => r.id}
                      onSelect={(_, r) => setSavedPick(r)}
                      onActivate={(r) => {
                        setResult({ ...r.result, family: r.family, method_id: r.method_id });
                        setTab('result');
                      }}
                    />
                  </>
                ) : (
                  <PaneMessage state="empty" title="No saved projections for this well." />
                ))}
            </div>
          </div>
        )}
      />
    </PaneFrame>
  );
}

async function deleteProjectionAsked(wellId: string, p: SavedProjection): Promise<void> {
  if (await askConfirm({ title: 'Delete projection?', message: `Delete the saved projection ${p.name}?`, confirmLabel: 'Delete' })) {
    await deleteProjection(wellId, p.id).catch(() => undefined);
  }
}
