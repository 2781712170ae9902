/**
 * The alert subscription form, for a new subscription and for editing one: what (name, type,
 * severity), the type's thresholds with their units (a custom rule's channel, comparison, threshold
 * and duration), channels, and muting (until a time, inside a hole-depth interval). Every input is a
 * labelled field; a refusal from the server shows on the field it names (body.params.thresholdM →
 * the threshold's field), anything else under the form.
 */
import { Button, Caption1, Checkbox, Field, Input, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { serverFieldError } from '../../api/admin-users';
import type { AlertOptions, AlertSubscription } from '../../api/alerts';
import { ALERT_PARAM_LABELS } from '../../domain/alerts/alert-param-labels';
import { ALERT_PARAM_DEFAULTS } from '../../domain/alerts/alert-params';
import { RULE_CHANNELS, RULE_COMPARISONS } from '../../domain/alerts/custom-rule';
import { ALERT_CATEGORIES, ALERT_CHANNELS, TOP_N_ALERT_TYPES, type AlertChannel, type AlertTypeId } from '../../domain/constants/alerts-and-reports';
import { channelById } from '../../domain/drilling/channels';
import { browserZone } from '../../features/format/user-format';
import { formGroupStyles } from '../pane-chrome';

const useStyles = makeStyles({
  ...formGroupStyles,
  /** Inputs and selects fill their grid cell (a long option or a date input would spill into the next one). */
  control: { width: '100%', minWidth: 0, '& select, & input': { minWidth: 0 } },
  wide: { gridColumn: '1 / -1' },
  channels: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, gridColumn: '1 / -1' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const SUBSCRIPTION_SEVERITIES = ['info', 'warning', 'critical'] as const;
const DLS_TYPES: readonly string[] = ['high_dls', 'low_dls'];
const TEXT_PARAMS = ['channel', 'comparison'];

/** The params a type takes, in the order its detector declares them. */
export function paramKeys(type: string): string[] {
  return [...Object.keys(ALERT_PARAM_DEFAULTS[type as AlertTypeId] ?? {}), ...(DLS_TYPES.includes(type) ? ['fromMdM', 'toMdM'] : [])];
}

/** A `datetime-local` value (local time) from an ISO instant, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);
/** Empty: null; a number: that number; anything else as typed, so the server names what is wrong with it. */
const numberOrNull = (v: string): number | string | null => (v.trim() === '' ? null : Number.isFinite(Number(v)) ? Number(v) : v);

export interface FormValues {
  name: string;
  type: AlertTypeId;
  severity: string;
  channels: AlertChannel[];
  params: Record<string, string>;
  mutedUntil: string;
  muteFrom: string;
  muteTo: string;
  /** '' for every item, else 3, 5 or 10 (types of TOP_N_ALERT_TYPES only). */
  topN: string;
}

export function valuesOf(sub: AlertSubscription): FormValues {
  return {
    name: sub.name,
    type: sub.type,
    severity: sub.severity,
    channels: sub.channels,
    params: Object.fromEntries(Object.entries(sub.params).map(([k, v]) => [k, String(v)])),
    mutedUntil: toLocalInput(sub.muted_until),
    muteFrom: sub.mute_from_md_m === null ? '' : String(sub.mute_from_md_m),
    muteTo: sub.mute_to_md_m === null ? '' : String(sub.mute_to_md_m),
    topN: sub.top_n === null ? '' : String(sub.top_n),
  };
}

export const NEW_VALUES: FormValues = {
  name: '',
  type: 'low_rop',
  severity: 'warning',
  channels: ['summary', 'push', 'sound'],
  params: {},
  mutedUntil: '',
  muteFrom: '',
  muteTo: '',
  topN: '',
};

/** The request body of the form: params only as given (a number field left empty takes the default). */
export function bodyOf(v: FormValues, typeLabel: string) {
  const params: Record<string, number | string> = {};
  for (const k of paramKeys(v.type)) {
    const raw = (v.params[k] ?? '').trim();
    if (raw === '') continue;
    params[k] = TEXT_PARAMS.includes(k) || !Number.isFinite(Number(raw)) ? raw : Number(raw);
  }
  return {
    name: v.name.trim() || typeLabel,
    type: v.type,
    severity: v.severity,
    channels: v.channels,
    params,
    muted_until: fromLocalInput(v.mutedUntil),
    mute_from_md_m: numberOrNull(v.muteFrom),
    mute_to_md_m: numberOrNull(v.muteTo),
    top_n: TOP_N_ALERT_TYPES.includes(v.type) && v.topN ? Number(v.topN) : null,
  };
}

interface Props {
  /** For ids and test hooks: 'new' or the subscription's id. */
  id: string;
  initial: FormValues;
  options: AlertOptions;
  submitLabel: string;
  disabled?: boolean;
  disabledReason?: string;
  onSubmit(body: ReturnType<typeof bodyOf>): Promise<void>;
  onCancel?(): void;
}

export function SubscriptionForm({ id, initial, options, submitLabel, disabled, disabledReason, onSubmit, onCancel }: Props) {
  const s = useStyles();
  const [v, setV] = useState<FormValues>(initial);
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<FormValues>) => setV((x) => ({ ...x, ...patch }));
  const setParam = (k: string, value: string) => setV((x) => ({ ...x, params: { ...x.params, [k]: value } }));
  const keys = paramKeys(v.type);
  const typeLabel = options.types.find((t) => t.id === v.type)?.label ?? v.type;
  const defaults = ALERT_PARAM_DEFAULTS[v.type] ?? {};
  const fields = ['name', 'type', 'severity', 'channels', 'top_n', 'muted_until', 'mute_from_md_m', 'mute_to_md_m', ...keys.map((k) => `params.${k}`)];
  const errorOf = (f: string) => (error?.field === f ? error.message : undefined);
  const ruleChannel = channelById(v.params.channel || String(defaults.channel ?? ''));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(bodyOf(v, typeLabel));
      if (id === 'new') setV(initial);
    } catch (err) {
      setError(serverFieldError(err, fields));
    } finally {
      setBusy(false);
    }
  }

  // A custom rule's default threshold is the default channel's (25 MPa of standpipe pressure): another channel has none.
  const ownDefault = (k: string) => !(k === 'threshold' && v.params.channel !== undefined && v.params.channel !== defaults.channel);
  const defaultOf = (k: string) => (defaults[k] !== undefined && ownDefault(k) ? String(defaults[k]) : null);
  const hintOf = (k: string) => (defaultOf(k) !== null ? `default ${defaultOf(k)}` : k === 'threshold' ? 'required for this channel' : 'optional');
  const unitOf = (k: string) => (k === 'threshold' ? (ruleChannel?.unit ?? '') : (ALERT_PARAM_LABELS[k]?.unit ?? ''));
  const labelOf = (k: string) => {
    const l = ALERT_PARAM_LABELS[k]?.label ?? k;
    const unit = unitOf(k);
    return unit ? `${l} (${unit})` : l;
  };

  return (
    <form
      className={s.form}
      onSubmit={(e) => void submit(e)}
      data-alert-form={id}
      aria-label={id === 'new' ? 'New alert subscription' : `Edit ${initial.name}`}
    >
      <fieldset className={s.group}>
        <legend className={s.legend}>Alert</legend>
        <Field label="Name" validationMessage={errorOf('name')}>
          <Input className={s.control} value={v.name} placeholder={typeLabel} onChange={(_, d) => set({ name: d.value })} data-field="name" />
        </Field>
        <Field label="Type" validationMessage={errorOf('type')}>
          <Select className={s.control} value={v.type} onChange={(_, d) => set({ type: d.value as AlertTypeId, params: {} })} data-field="type">
            {ALERT_CATEGORIES.map((c) => (
              <optgroup key={c} label={c}>
                {options.types
                  .filter((t) => t.category === c)
                  .map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.label}
                      {t.detector ? '' : ' (no detector yet)'}
                    </option>
                  ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <Field label="Severity" validationMessage={errorOf('severity')}>
          <Select className={s.control} value={v.severity} onChange={(_, d) => set({ severity: d.value })} data-field="severity">
            {SUBSCRIPTION_SEVERITIES.map((x) => (
              <option key={x}>{x}</option>
            ))}
          </Select>
        </Field>
      </fieldset>

      <fieldset className={s.group} data-alert-thresholds>
        <legend className={s.legend}>Thresholds</legend>
        {keys.length === 0 && <Caption1 className={s.wide}>This alert type has no thresholds: it fires on every change.</Caption1>}
        {keys.map((k) =>
          k === 'channel' ? (
            <Field key={k} label="Channel" validationMessage={errorOf(`params.${k}`)}>
              <Select
                className={s.control}
                value={v.params.channel ?? String(defaults.channel)}
                onChange={(_, d) => setParam(k, d.value)}
                data-field={`params.${k}`}
              >
                {RULE_CHANNELS.map((c) => {
                  const decl = channelById(c);
                  return (
                    <option key={c} value={c}>
                      {decl ? `${decl.label} (${decl.unit})` : c}
                    </option>
                  );
                })}
              </Select>
            </Field>
          ) : k === 'comparison' ? (
            <Field key={k} label="Comparison" validationMessage={errorOf(`params.${k}`)}>
              <Select
                className={s.control}
                value={v.params.comparison ?? String(defaults.comparison)}
                onChange={(_, d) => setParam(k, d.value)}
                data-field={`params.${k}`}
              >
                {RULE_COMPARISONS.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </Select>
            </Field>
          ) : (
            <Field key={k} label={labelOf(k)} validationMessage={errorOf(`params.${k}`)} hint={hintOf(k)}>
              <Input
                className={s.control}
                inputMode="decimal"
                value={v.params[k] ?? ''}
                placeholder={defaultOf(k) ?? ''}
                contentAfter={unitOf(k) ? <Text size={200}>{unitOf(k)}</Text> : undefined}
                onChange={(_, d) => setParam(k, d.value)}
                data-field={`params.${k}`}
              />
            </Field>
          ),
        )}
        {TOP_N_ALERT_TYPES.includes(v.type) && (
          <Field label="Top-N offsets" validationMessage={errorOf('top_n')} hint="only the N offsets with the lowest SF fire">
            <Select className={s.control} value={v.topN} onChange={(_, d) => set({ topN: d.value })} data-field="top_n">
              <option value="">Every offset</option>
              {options.top_n.map((n) => (
                <option key={n} value={String(n)}>{`Top ${n}`}</option>
              ))}
            </Select>
          </Field>
        )}
      </fieldset>

      <fieldset className={s.group}>
        <legend className={s.legend}>Channels</legend>
        <div className={s.channels} role="group" aria-label="Channels">
          {ALERT_CHANNELS.map((c) => {
            const ready = options.channels.find((x) => x.id === c)?.status === 'ready';
            return (
              <Checkbox
                key={c}
                label={ready ? c : `${c} (not configured)`}
                checked={v.channels.includes(c)}
                onChange={(_, d) => set({ channels: d.checked ? [...v.channels, c] : v.channels.filter((x) => x !== c) })}
                data-field={`channel.${c}`}
              />
            );
          })}
        </div>
        {errorOf('channels') && (
          <Caption1 role="alert" className={s.error}>
            {errorOf('channels')}
          </Caption1>
        )}
      </fieldset>

      <fieldset className={s.group} data-alert-muting>
        <legend className={s.legend}>Muting</legend>
        <Field label={`Mute until (${browserZone()} time)`} validationMessage={errorOf('muted_until')} hint="empty: not muted">
          <Input className={s.control} type="datetime-local" value={v.mutedUntil} onChange={(_, d) => set({ mutedUntil: d.value })} data-field="muted_until" />
        </Field>
        <Field label="Mute from hole depth (m)" validationMessage={errorOf('mute_from_md_m')} hint="MD, metres">
          <Input
            className={s.control}
            inputMode="decimal"
            value={v.muteFrom}
            contentAfter={<Text size={200}>m</Text>}
            onChange={(_, d) => set({ muteFrom: d.value })}
            data-field="mute_from_md_m"
          />
        </Field>
        <Field label="Mute to hole depth (m)" validationMessage={errorOf('mute_to_md_m')} hint="MD, metres">
          <Input
            className={s.control}
            inputMode="decimal"
            value={v.muteTo}
            contentAfter={<Text size={200}>m</Text>}
            onChange={(_, d) => set({ muteTo: d.value })}
            data-field="mute_to_md_m"
          />
        </Field>
      </fieldset>

      {error && !error.field && (
        <Text role="alert" data-alert-form-error>
          {error.message}
        </Text>
      )}
      <div className={s.actions}>
        <Button appearance="primary" type="submit" disabled={disabled || busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {disabled && disabledReason && <Caption1>{disabledReason}</Caption1>}
      </div>
    </form>
  );
}
