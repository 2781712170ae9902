/**
 * Well Configuration (Management; drilling, completions and production): the well's settings for the
 * stage the pane opens in. Every stage shows the well itself (stage, status, live feed, reporting day
 * start, rigs); drilling adds rig-state detection (WELL_PROCESSING), completions the frac stage
 * configuration (where each stage is, its clusters and perforations, its design), production the
 * completion the well produces from (lateral treated, proppant per metre).
 *
 * Detection (DetectionSettingsSection, also the Well Tuner's settings tab): the rig parameters rig-state detection uses on
 * this well. Each row shows what detection estimates from the well's own data (and from what), the
 * well's override if one is set, and what the latest detection run used. An empty override means
 * "use the estimate". Saving applies to live detection from its next second; "Re-detect" applies the
 * settings to the pane's period (at most its last 31 days).
 */
import { Button, Caption1, Field, Input, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import {
  DETECTION_SETTING_FIELDS,
  detectionSettingsBody,
  recalculateDetection,
  saveDetectionSettings,
  useDetectionSettings,
  type DetectionSettingField,
  type DetectionSettings,
  type DetectionSettingsInput,
} from '../../api/logs/detection';
import { RequestError, serverMessage } from '../../api/request-error';
import { showDayTimeS } from '../../features/format/user-format';
import { displayUnit, formatValue, type DisplayUnit } from '../../features/log-tracks/display-units';
import { notify } from '../../state/notifications';
import { PaneStateView } from '../logs/pane-state';
import { usePaneWell } from '../logs/use-pane-well';
import { CompletionSection, WellSection } from './well-config-sections';
import type { PaneProps } from '../pane-types';
import { parametersLine } from '../reports/detection-notice';
import { useUnitSystem } from '../reports/use-unit-system';

const useStyles = makeStyles({
  pane: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalL,
    overflow: 'auto',
    flexGrow: 1,
    minHeight: 0,
  },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  table: { borderCollapse: 'collapse', width: '100%', maxWidth: '980px' },
  th: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: '4px 8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    fontSize: '12px',
  },
  td: { padding: '6px 8px', verticalAlign: 'top', borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  value: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3, fontSize: '12px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  input: { width: '120px' },
});

const ROWS: { field: DetectionSettingField; label: string; unit: 't' | 'm'; what: string }[] = [
  { field: 'block_weight_t', label: 'Block weight', unit: 't', what: 'Block and top drive as the hook load reads them (0 when the rig tares its hook load)' },
  { field: 'slips_below_t', label: 'In slips below', unit: 't', what: 'Hook load under this: the string sits in the slips' },
  { field: 'on_bottom_m', label: 'On bottom within', unit: 'm', what: 'Hole depth − bit depth under this: the bit is on bottom' },
];

const SOURCE = { estimated: 'estimated', default: 'default', override: "well's setting" } as const;
const MAX_RECALC_S = 31 * 86_400;

type Draft = Record<DetectionSettingField, string>;

/** t and m convert linearly: the stored value of a displayed one. */
const toStored = (shown: number, u: DisplayUnit) => shown / u.convert(1);

function draftOf(s: DetectionSettings, units: Record<'t' | 'm', DisplayUnit>): Draft {
  const d = {} as Draft;
  for (const r of ROWS) {
    const v = s.overrides[r.field];
    d[r.field] = v === null ? '' : String(Math.round(units[r.unit].convert(v) * 100) / 100);
  }
  return d;
}

export function DetectionSettingsSection(props: PaneProps) {
  const s = useStyles();
  const pw = usePaneWell(props);
  const system = useUnitSystem();
  const units = useMemo(() => ({ t: displayUnit('t', system), m: displayUnit('m', system) }), [system]);
  const settings = useDetectionSettings(props.wellId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<DetectionSettingField | 'form', string>>>({});
  const [busy, setBusy] = useState<'save' | 'recalc' | null>(null);
  const data = settings.data;
  useEffect(() => {
    if (data) setDraft(draftOf(data, units));
  }, [data, units]);

  if (settings.error)
    return <PaneStateView kind="error" error={serverMessage((settings.error as RequestError).body) ?? String((settings.error as Error).message)} />;
  if (!data || !draft)
    return (
      <div className={s.root}>
        <Spinner size="small" label="Loading…" />
      </div>
    );

  /** The changed fields as the API takes them (null clears an override), or the field errors. */
  const changes = (): { ok: true; body: DetectionSettingsInput } | { ok: false; errors: typeof errors } => {
    const body: Record<string, number | null> = {};
    const errs: typeof errors = {};
    for (const r of ROWS) {
      const text = draft[r.field].trim().replace(',', '.');
      const value = text === '' ? null : Number(text);
      if (value !== null && !Number.isFinite(value)) {
        errs[r.field] = `'${draft[r.field]}' is not a number`;
        continue;
      }
      const stored = value === null ? null : toStored(value, units[r.unit]);
      const before = data.overrides[r.field];
      if (stored === null ? before !== null : before === null || Math.abs(stored - before) > 1e-6) body[r.field] = stored;
    }
    if (Object.keys(errs).length) return { ok: false, errors: errs };
    const parsed = detectionSettingsBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errs[(issue.path[0] as DetectionSettingField | undefined) ?? 'form'] = issue.message;
      return { ok: false, errors: errs };
    }
    return { ok: true, body: parsed.data };
  };

  const save = async (body: DetectionSettingsInput) => {
    setBusy('save');
    setErrors({});
    try {
      const r = await saveDetectionSettings(props.wellId!, body);
      await settings.mutate(r.data, { revalidate: false });
      notify('success', r.message);
    } catch (e) {
      const message = e instanceof RequestError ? (serverMessage(e.body) ?? e.message) : String(e);
      const named = /^body\.(\w+): (.*)$/.exec(message);
      setErrors(named && DETECTION_SETTING_FIELDS.includes(named[1] as DetectionSettingField) ? { [named[1]]: named[2] } : { form: message });
    } finally {
      setBusy(null);
    }
  };

  const onSave = () => {
    const c = changes();
    if (!c.ok) return setErrors(c.errors);
    if (Object.keys(c.body).length === 0) return setErrors({ form: 'Nothing changed.' });
    void save(c.body);
  };

  const period = pw.period;
  const recalcTo = period ? Math.min(Math.floor(period.autoUpdate ? Date.now() / 1000 : period.end_date), Math.floor(Date.now() / 1000)) : null;
  const recalcFrom = period && recalcTo !== null ? Math.max(Math.floor(period.start_date), recalcTo - MAX_RECALC_S) : null;
  const onRecalc = async () => {
    if (recalcFrom === null || recalcTo === null) return;
    setBusy('recalc');
    try {
      const r = await recalculateDetection(props.wellId!, recalcFrom, recalcTo);
      const n = (k: number, one: string) => `${k.toLocaleString()} ${one}${k === 1 ? '' : 's'}`;
      notify(
        'success',
        `Re-detected ${n(Math.round(r.seconds / 3600), 'hour')}: ${n(r.changed_seconds, 'second')} changed activity, ${n(r.stands, 'stand')}, ${n(r.trips, 'trip')}.`,
      );
      await settings.mutate();
    } catch (e) {
      notify('error', e instanceof RequestError ? (serverMessage(e.body) ?? e.message) : String(e));
    } finally {
      setBusy(null);
    }
  };

  const anyOverride = ROWS.some((r) => data.overrides[r.field] !== null);
  return (
    <div className={s.root} data-well-configuration>
      <div>
        <Text weight="semibold" size={400}>
          {pw.well?.name ?? 'Well'}: rig-state detection
        </Text>
        <div className={s.muted}>
          Detection estimates these from the well's data{data.estimate.basis ? ` (${data.estimate.basis})` : ''}. Leave an override empty to use the estimate.
        </div>
      </div>
      <table className={s.table} aria-label="Detection parameters">
        <thead>
          <tr>
            <th className={s.th}>Parameter</th>
            <th className={s.th}>Estimate</th>
            <th className={s.th}>Override</th>
            <th className={s.th}>In use</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => {
            const est = data.estimate[r.field];
            const used = data.in_use?.[r.field];
            const u = units[r.unit];
            return (
              <tr key={r.field} data-detection-setting={r.field}>
                <td className={s.td}>
                  <div>{r.label}</div>
                  <Caption1 className={s.muted}>{r.what}</Caption1>
                </td>
                <td className={s.td} data-estimate={est.source}>
                  <span className={s.value}>
                    {formatValue(est.value, u)} {u.symbol}
                  </span>{' '}
                  <span className={s.muted}>({SOURCE[est.source]})</span>
                  {est.note && <div className={s.muted}>{est.note}</div>}
                </td>
                <td className={s.td}>
                  <Field size="small" validationState={errors[r.field] ? 'error' : 'none'} validationMessage={errors[r.field]}>
                    <Input
                      className={s.input}
                      size="small"
                      inputMode="decimal"
                      aria-label={`${r.label} override (${u.symbol})`}
                      placeholder="estimate"
                      contentAfter={<span className={s.muted}>{u.symbol}</span>}
                      value={draft[r.field]}
                      onChange={(_, d) => setDraft({ ...draft, [r.field]: d.value })}
                      onKeyDown={(e) => e.key === 'Enter' && onSave()}
                    />
                  </Field>
                </td>
                <td className={s.td} data-in-use={used?.source ?? 'none'}>
                  {used ? (
                    <>
                      <span className={s.value}>
                        {formatValue(used.value, u)} {u.symbol}
                      </span>{' '}
                      <span className={s.muted}>({SOURCE[used.source]})</span>
                    </>
                  ) : (
                    <span className={s.muted}>not run yet</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {data.estimate.tared_hookload && <Caption1>The hook load of this rig is tared: it reads about 0 t in slips.</Caption1>}
      {errors.form && (
        <MessageBar intent="error">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.actions}>
        <Button appearance="primary" size="small" disabled={busy !== null} onClick={onSave}>
          Save
        </Button>
        <Button
          size="small"
          disabled={busy !== null || !anyOverride}
          onClick={() => void save({ block_weight_t: null, slips_below_t: null, on_bottom_m: null })}
        >
          Use the estimates
        </Button>
        <Button
          size="small"
          disabled={busy !== null || recalcFrom === null}
          onClick={() => void onRecalc()}
          title="Re-run detection on the pane's period (at most its last 31 days) with these settings"
        >
          {busy === 'recalc' ? 'Re-detecting…' : 'Re-detect the period'}
        </Button>
      </div>
      <Caption1 className={s.muted}>
        {data.live
          ? 'Live detection uses saved settings from its next second; re-detect a period to apply them to the past.'
          : 'Saved settings apply when a period is re-detected.'}
        {data.updated_at ? ` Last changed ${showDayTimeS(Date.parse(data.updated_at) / 1000)} by ${data.updated_by ?? 'someone'}.` : ''}
      </Caption1>
      {data.in_use && (
        <Caption1 className={s.muted}>
          Latest run: {parametersLine(data.in_use, system)}; readings every {data.in_use.sample_interval_s} s.
        </Caption1>
      )}
    </div>
  );
}

/** The stage a Well Configuration pane opens in, from its route. */
const stageOf = (paneId: string) => (paneId.startsWith('completions.') ? 'completions' : paneId.startsWith('production.') ? 'production' : 'drilling');

export default function WellConfigurationPane(props: PaneProps) {
  const s = useStyles();
  const pw = usePaneWell(props);
  if (!props.wellId) return <PaneStateView kind="no-well" />;
  const stage = stageOf(props.paneType.id);
  return (
    <div className={s.pane} data-well-configuration={stage}>
      <WellSection well={pw.well} stage={stage} />
      {stage === 'drilling' && <DetectionSettingsSection {...props} />}
      {stage !== 'drilling' && <CompletionSection {...props} stage={stage} />}
    </div>
  );
}
