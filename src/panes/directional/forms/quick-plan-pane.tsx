/**
 * Quick Plan (widget): design a plan from the well's tie-in in a few numbers (curve-hold to a
 * target, build-hold-drop to a target, or KOP-curve-hold to TD), see it at once against the survey
 * and the targets (section and plan view, curves drawn along their arcs), and save it as a plan.
 * The server's engine designs; the form redesigns as you type.
 */
import { Button, Caption1, Checkbox, Field, Input, Select, Tab, TabList } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  createPlan,
  designQuickPlan,
  useDefinitive,
  useSurveys,
  type PlanSummary,
  type QuickPlanAnswer,
  type QuickPlanRequest,
} from '../../../api/directional';
import { useColumnVisibility } from '../../../features/virtual-table';
import { useDebounced } from '../../../features/input/use-debounced';
import { notify } from '../../../state/notifications';
import type { PaneProps } from '../../pane-types';
import { densifyStations } from '../plots/densify';
import { TrajectoryChart } from '../plots/trajectory-chart';
import { joinContext } from '../shared/context';
import { CursorTable, TableTools } from '../shared/cursor-table';
import { DEG, type DisplayUnits } from '../shared/display-units';
import { PaneFrame } from '../shared/pane-frame';
import { PaneMessage, errorText } from '../shared/pane-states';
import { stationColumns } from '../shared/station-columns';
import { useDirectionalPane } from '../shared/use-directional-pane';
import type { TrajectoryData } from '../shared/use-trajectories';
import { useFormPaneStyles } from './form-pane-styles';
import { kopCurveHoldOf } from './quick-plan-seed';
import { NumberField, readNumbers } from './number-field';
import { formatDecimals } from '../../../domain/format';

type Method = QuickPlanRequest['method'];
type Kind = 'length' | 'dls' | 'angle';
interface FieldDecl {
  key: string;
  label: string;
  kind: Kind;
  required: boolean;
}

const target = (): FieldDecl[] => [
  { key: 'target.tvd', label: 'Target TVD', kind: 'length', required: true },
  { key: 'target.ns', label: 'Target N/S', kind: 'length', required: true },
  { key: 'target.ew', label: 'Target E/W', kind: 'length', required: true },
];

const METHODS: Record<Exclude<Method, 'segments'>, { label: string; fields: FieldDecl[] }> = {
  curve_hold: {
    label: 'Curve and hold to a target',
    fields: [
      { key: 'kop_md', label: 'Kick-off MD', kind: 'length', required: true },
      { key: 'dls', label: 'Build DLS', kind: 'dls', required: true },
      ...target(),
    ],
  },
  build_hold_drop: {
    label: 'Build, hold, drop to a target (S-shape)',
    fields: [
      { key: 'kop_md', label: 'Kick-off MD', kind: 'length', required: true },
      { key: 'build_dls', label: 'Build DLS', kind: 'dls', required: true },
      { key: 'drop_dls', label: 'Drop DLS', kind: 'dls', required: true },
      ...target(),
      { key: 'final_inc', label: 'Final inclination', kind: 'angle', required: false },
      { key: 'final_hold', label: 'Final hold', kind: 'length', required: false },
      { key: 'az', label: 'Azimuth', kind: 'angle', required: false },
    ],
  },
  kop_curve_hold: {
    label: 'Kick off, curve, hold to TD',
    fields: [
      { key: 'kop_md', label: 'Kick-off MD', kind: 'length', required: true },
      { key: 'dls', label: 'Build DLS', kind: 'dls', required: true },
      { key: 'hold_inc', label: 'Hold inclination', kind: 'angle', required: true },
      { key: 'az', label: 'Azimuth', kind: 'angle', required: true },
      { key: 'td_md', label: 'TD (MD)', kind: 'length', required: true },
    ],
  },
};

const unitOf = (k: Kind, u: DisplayUnits) => (k === 'length' ? u.length.symbol : k === 'dls' ? u.dls.symbol : DEG);
const toApi = (k: Kind, v: number, u: DisplayUnits) => (k === 'length' ? u.length.toApi(v) : k === 'dls' ? u.dls.toApi(v) : v);

/** The design request from the form, in API units, or what is missing. */
function requestOf(
  method: Exclude<Method, 'segments'>,
  values: Record<string, string>,
  u: DisplayUnits,
): { ok: true; body: QuickPlanRequest } | { ok: false; problem: string } {
  const decl = METHODS[method].fields;
  const read = readNumbers(
    Object.fromEntries(decl.map((f) => [f.key, values[f.key] ?? ''])),
    decl.filter((f) => f.required).map((f) => f.key),
    (k) => decl.find((f) => f.key === k)!.label,
  );
  if (!read.ok) return read;
  const body: Record<string, unknown> = { method };
  for (const f of decl) {
    const v = read.numbers[f.key];
    if (v === undefined) continue;
    const [a, b] = f.key.split('.');
    if (b) body[a] = { ...(body[a] as object | undefined), [b]: toApi(f.kind, v, u) };
    else body[a] = toApi(f.kind, v, u);
  }
  return { ok: true, body: body as unknown as QuickPlanRequest };
}

export default function QuickPlanPane(props: PaneProps) {
  const s = useFormPaneStyles();
  const pane = useDirectionalPane(props);
  const { units, wellId } = pane;
  const survey = useSurveys(wellId, {}, pane.active);
  const design = useDefinitive(wellId, pane.active);
  const [method, setMethod] = useState<Exclude<Method, 'segments'>>('curve_hold');
  const [values, setValues] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<QuickPlanAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [definitive, setDefinitive] = useState(false);
  const [view, setView] = useState<'section' | 'plan' | 'stations'>('section');
  const cols = useMemo(() => stationColumns(units, 'trajectory'), [units]);
  const visibility = useColumnVisibility('quick-plan', cols);
  const settled = useDebounced(JSON.stringify({ method, values }));

  const run = async (quietIncomplete: boolean) => {
    if (!wellId) return;
    const r = requestOf(method, values, units);
    if (!r.ok) {
      if (!quietIncomplete) setProblem(r.problem);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      setAnswer(await designQuickPlan(wellId, r.body));
    } catch (e) {
      setProblem(errorText(e));
      setAnswer(null);
    } finally {
      setBusy(false);
    }
  };

  // redesign as the inputs settle, once they are complete
  useEffect(() => {
    void run(true);
    // only when the settled inputs change, not on every render
  }, [settled]);

  // Opens on the definitive plan redrawn as kick off, curve, hold to TD (said above the form), once
  // per well and only into an untouched form: a start to re-plan from, not a guess.
  const seed = useMemo(() => kopCurveHoldOf(design.data ?? null), [design.data]);
  const seededFor = useRef<string | null>(null);
  useEffect(() => {
    if (!wellId || !seed || seededFor.current === wellId) return;
    seededFor.current = wellId;
    const show = (v: number, kind: Kind) =>
      String(Number(formatDecimals(kind === 'length' ? units.length.show(v) : kind === 'dls' ? units.dls.show(v) : v, 2)));
    setMethod('kop_curve_hold');
    setValues((v) =>
      Object.keys(v).length
        ? v
        : {
            kop_md: show(seed.kop_md, 'length'),
            dls: show(seed.dls, 'dls'),
            hold_inc: show(seed.hold_inc, 'angle'),
            az: show(seed.az, 'angle'),
            td_md: show(seed.td_md, 'length'),
          },
    );
  }, [wellId, seed, units]);

  const pickTarget = (id: string) => {
    const t = design.data?.targets.find((x) => x.id === id);
    if (!t) return;
    const show = (v: number) => String(Number(formatDecimals(units.length.show(v), 2)));
    setValues((v) => ({ ...v, 'target.tvd': show(t.centre.tvd), 'target.ns': show(t.centre.ns), 'target.ew': show(t.centre.ew) }));
  };

  const save = async () => {
    if (!wellId || !answer || !name.trim()) return;
    setBusy(true);
    try {
      await createPlan(wellId, {
        name: name.trim(),
        variant: 'PROPOSAL',
        is_definitive: definitive,
        start: answer.start,
        segments: answer.segments,
        description: METHODS[method].label,
      });
      notify('success', `Plan ${name.trim()} saved${definitive ? ' as the definitive plan' : ''}`);
      setName('');
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  // the design drawn like a plan: its arcs filled in, against the survey and the well's targets
  const data = useMemo<TrajectoryData | null>(() => {
    if (!answer || !survey.data) return null;
    const st = survey.data.settings;
    const stations = densifyStations(answer.stations, 15, st.vs_azimuth, { northM: st.vs_origin_ns, eastM: st.vs_origin_ew });
    const plan = { ...survey.data, type: 'PLAN' as const, plan: { name: 'Quick plan design' } as PlanSummary, stations };
    return { actual: survey.data, plan, design: design.data ?? null, offsets: null, risk: null };
  }, [answer, survey.data, design.data]);

  const sol = answer?.solution ?? null;
  const L = units.length;
  const fact = (k: string) => (sol && typeof sol[k] === 'number' ? sol[k] : null);
  const facts: [string, string][] = answer
    ? [
        ['Stations', String(answer.station_count)],
        ['Segments', answer.segments.map((x) => x.kind.replace(/_/g, ' ')).join(', ')],
        ...(fact('hold_inc') !== null
          ? [['Hold', `${formatDecimals(fact('hold_inc'), 2)}° / ${formatDecimals(fact('hold_az'), 2)}°`] as [string, string]]
          : []),
        ...(fact('hold_length') !== null ? [['Hold length', `${formatDecimals(L.show(fact('hold_length')), 1)} ${L.symbol}`] as [string, string]] : []),
        ...(fact('max_inc') !== null ? [['Max inclination', `${formatDecimals(fact('max_inc'), 2)}°`] as [string, string]] : []),
        ['End MD', `${formatDecimals(L.show(answer.stations.at(-1)?.md ?? null), 1)} ${L.symbol}`],
      ]
    : [];

  return (
    <PaneFrame
      title="Quick Plan"
      context={joinContext(
        pane.wellName,
        survey.data ? `from the tie-in at ${formatDecimals(L.show(survey.data.settings.tie_in_md), 1)} ${L.symbol} MD` : null,
      )}
      tools={
        view === 'stations' ? <TableTools visibility={visibility} rows={answer?.stations} exportTitle={`${pane.wellName ?? 'well'} quick plan`} /> : undefined
      }
      state={answer ? 'ready' : 'empty'}
    >
      {!wellId ? (
        <PaneMessage state="no-well" title="Please, select Well on top to load data ..." />
      ) : (
        <div className={s.body}>
          <form
            className={s.form}
            aria-label="Quick plan inputs"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              void run(false);
            }}
          >
            <Field label="Design" size="small">
              <Select
                size="small"
                value={method}
                onChange={(_, d) => {
                  setMethod(d.value as Exclude<Method, 'segments'>);
                  setAnswer(null);
                }}
              >
                {(Object.keys(METHODS) as (keyof typeof METHODS)[]).map((m) => (
                  <option key={m} value={m}>
                    {METHODS[m].label}
                  </option>
                ))}
              </Select>
            </Field>
            {seed && seededFor.current === wellId && method === 'kop_curve_hold' && (
              <Caption1 data-quick-plan-seed>Opened on {design.data?.name ?? 'the definitive plan'} as kick off, curve, hold to TD</Caption1>
            )}
            {METHODS[method].fields.some((f) => f.key.startsWith('target.')) && (design.data?.targets.length ?? 0) > 0 && (
              <Field label="Fill the target from" size="small">
                <Select size="small" defaultValue="" onChange={(_, d) => pickTarget(d.value)}>
                  <option value="" disabled>
                    a target of the well…
                  </option>
                  {design.data!.targets.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            {METHODS[method].fields.map((f) => (
              <NumberField
                key={f.key}
                label={f.label}
                unit={unitOf(f.kind, units)}
                value={values[f.key] ?? ''}
                required={f.required}
                onChange={(v) => setValues((x) => ({ ...x, [f.key]: v }))}
              />
            ))}
            <Button appearance="primary" size="small" type="submit" disabled={busy}>
              {busy ? 'Designing…' : 'Design'}
            </Button>
            {problem && (
              <Caption1 className={s.problem} role="alert">
                {problem}
              </Caption1>
            )}
            <Field label="Save as plan" size="small">
              <Input size="small" value={name} onChange={(_, d) => setName(d.value)} />
            </Field>
            <Checkbox label="Make it the definitive plan" checked={definitive} onChange={(_, d) => setDefinitive(Boolean(d.checked))} />
            <Button size="small" disabled={!answer || !name.trim() || busy} onClick={() => void save()}>
              Save plan
            </Button>
          </form>
          <div className={s.main}>
            {answer && data ? (
              <>
                <div className={s.facts} data-quick-plan-solution>
                  {facts.map(([k, v]) => (
                    <div key={k}>
                      <Caption1>{k}</Caption1>
                      <div>{v}</div>
                    </div>
                  ))}
                </div>
                <TabList className={s.tabs} size="small" selectedValue={view} onTabSelect={(_, d) => setView(d.value as 'section' | 'plan' | 'stations')}>
                  <Tab value="section">Section</Tab>
                  <Tab value="plan">Plan view</Tab>
                  <Tab value="stations">Stations</Tab>
                </TabList>
                {view === 'stations' ? (
                  <CursorTable
                    label="Designed stations"
                    rows={answer.stations}
                    columns={visibility.visible}
                    rowKey={(r) => `${r.md}`}
                    mdOf={(r) => r.md}
                    cursor={pane.cursor}
                  />
                ) : (
                  <TrajectoryChart kind={view} pane={pane} data={data} />
                )}
              </>
            ) : (
              <PaneMessage
                state="empty"
                title="Give the design's numbers: it is drawn here as soon as they are complete."
                detail="The design starts at the well's tie-in; targets can be filled from the well's own."
              />
            )}
          </div>
        </div>
      )}
    </PaneFrame>
  );
}
