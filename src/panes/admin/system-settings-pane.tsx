/**
 * Admin › System Settings (superadmin): the platform settings of app-shell 1, one tab per group
 * (the route's {tab}, declared in route-views). Each field says where its value comes from: the
 * environment variable that sets its default, or the value a superadmin saved (who, when), which
 * overrides the environment on every server until "Use environment value" resets it. Enter saves the
 * tab's changed fields, Escape drops the edits; the server's 400 lands on the field it names.
 */
import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Switch,
  Tab,
  TabList,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { resetSystemSetting, saveSystemSettings, useSystemSettings } from '../../api/admin-system-settings';
import { serverFieldError } from '../../api/admin-users';
import { SYSTEM_SETTINGS_VIEWS, viewLabels, type ViewOf } from '../../commands/route-views';
import { SYSTEM_SETTINGS, type SystemSettingDecl, type SystemSettingRow } from '../../domain/admin/system-settings';
import { formatDateTime } from '../../domain/format/date-time';
import { notify } from '../../state/notifications';
import { PaneFrame } from '../directional/shared/pane-frame';
import type { PaneProps } from '../pane-types';

type TabId = ViewOf<typeof SYSTEM_SETTINGS_VIEWS>;
const TABS = viewLabels(SYSTEM_SETTINGS_VIEWS);

const useStyles = makeStyles({
  body: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalM, overflow: 'auto' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  setting: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  origin: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', color: tokens.colorNeutralForeground3 },
  pair: { display: 'flex', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** A form value: text for text fields, a boolean for switches, two texts for the map centre. */
type Draft = Record<string, string | boolean | { lat: string; lon: string }>;

function toDraft(rows: readonly SystemSettingRow[]): Draft {
  return Object.fromEntries(
    rows.map((r) => {
      const v = r.value as unknown;
      if (typeof v === 'boolean') return [r.key, v];
      if (v && typeof v === 'object') return [r.key, { lat: String((v as { lat: number }).lat), lon: String((v as { lon: number }).lon) }];
      return [r.key, v === null ? '' : String(v)];
    }),
  );
}

function bodyValue(key: string, d: Draft[string]): unknown {
  if (typeof d === 'boolean') return d;
  if (typeof d === 'object') return { lat: d.lat.trim() === '' ? null : Number(d.lat), lon: d.lon.trim() === '' ? null : Number(d.lon) };
  return key === 'welcome_picture' && d.trim() === '' ? null : d;
}

const shown = (v: unknown) => (v === null || v === '' ? 'empty' : typeof v === 'object' ? JSON.stringify(v) : String(v));

function Origin({ row, decl, onReset, busy }: { row: SystemSettingRow; decl: SystemSettingDecl; onReset: () => void; busy: boolean }) {
  const s = useStyles();
  return (
    <Caption1 className={s.origin} data-setting-source={row.source}>
      {row.source === 'database'
        ? `Saved by ${row.updated_by ?? 'a removed user'} on ${formatDateTime(row.updated_at!)}, over the environment's (${decl.env}) ${shown(row.default)}`
        : `From the environment (${decl.env})`}
      {row.source === 'database' && (
        <Button size="small" appearance="subtle" onClick={onReset} disabled={busy}>
          Use environment value
        </Button>
      )}
    </Caption1>
  );
}

export default function SystemSettingsPane({ instance }: PaneProps) {
  const s = useStyles();
  const param = instance.params.tab ?? '';
  const [tab, setTab] = useState<TabId>(param in TABS ? (param as TabId) : 'welcome');
  const { data: rows, error } = useSystemSettings();
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (rows) setDraft(toDraft(rows));
  }, [rows]);

  const decls = SYSTEM_SETTINGS.filter((d) => d.tab === tab);
  const stored = rows ? toDraft(rows) : {};
  const changed = decls.filter((d) => JSON.stringify(draft[d.key]) !== JSON.stringify(stored[d.key]));
  const set = (key: string, v: Draft[string]) => setDraft((x) => ({ ...x, [key]: v }));

  async function save(e?: FormEvent) {
    e?.preventDefault();
    if (busy || !changed.length) return;
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await saveSystemSettings(Object.fromEntries(changed.map((d) => [d.key, bodyValue(d.key, draft[d.key])])));
      notify('success', `Saved: ${changed.map((d) => d.label).join(', ')}`);
    } catch (err) {
      const f = serverFieldError(err, [...SYSTEM_SETTINGS.map((d) => d.key), 'map_center.lat', 'map_center.lon']);
      if (f.field) setErrors({ [f.field]: f.message });
      else setFormError(f.message);
    } finally {
      setBusy(false);
    }
  }

  async function reset(d: SystemSettingDecl) {
    setBusy(true);
    try {
      await resetSystemSetting(d.key);
      notify('success', `${d.label}: the environment's value applies again`);
    } catch (err) {
      notify('error', serverFieldError(err, []).message);
    } finally {
      setBusy(false);
    }
  }

  const cancel = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !rows || !changed.length) return;
    e.stopPropagation();
    setDraft(toDraft(rows));
    setErrors({});
  };

  return (
    <PaneFrame
      title="System Settings"
      context="Superadmin · the environment gives each default; a saved value overrides it on every server"
      bodyClassName={s.body}
      state={rows ? 'ready' : error ? 'error' : 'loading'}
    >
      <TabList size="small" selectedValue={tab} onTabSelect={(_, x) => setTab(x.value as TabId)} aria-label="System settings tabs">
        {(Object.keys(TABS) as TabId[]).map((v) => (
          <Tab key={v} value={v} data-view={v}>
            {TABS[v]}
          </Tab>
        ))}
      </TabList>
      {error && (
        <Text data-pane-message="error" role="alert">
          {`System settings could not be loaded: ${serverFieldError(error, []).message}`}
        </Text>
      )}
      {!rows && !error && <Spinner size="small" data-pane-loading label="Loading system settings" />}
      {rows && (
        <form className={s.form} onSubmit={(e) => void save(e)} onKeyDown={cancel} data-system-settings={tab}>
          {formError && (
            <MessageBar intent="error">
              <MessageBarBody>{formError}</MessageBarBody>
            </MessageBar>
          )}
          {decls.map((d) => {
            const row = rows.find((r) => r.key === d.key)!;
            const v = draft[d.key];
            const err = errors[d.key];
            return (
              <div key={d.key} className={s.setting} data-setting={d.key}>
                {typeof v === 'boolean' ? (
                  <Field hint={d.hint} validationMessage={err}>
                    <Switch label={d.label} checked={v} onChange={(_, x) => set(d.key, x.checked)} />
                  </Field>
                ) : typeof v === 'object' ? (
                  <div className={s.pair} role="group" aria-label={d.label}>
                    <Field label="Latitude (°)" validationMessage={errors['map_center.lat'] ?? err}>
                      <Input inputMode="decimal" value={v.lat} onChange={(_, x) => set(d.key, { ...v, lat: x.value })} />
                    </Field>
                    <Field label="Longitude (°)" validationMessage={errors['map_center.lon']}>
                      <Input inputMode="decimal" value={v.lon} onChange={(_, x) => set(d.key, { ...v, lon: x.value })} />
                    </Field>
                  </div>
                ) : (
                  <Field label={d.label} hint={d.hint} validationMessage={err}>
                    <Input value={v ?? ''} onChange={(_, x) => set(d.key, x.value)} />
                  </Field>
                )}
                <Origin row={row} decl={d} busy={busy} onReset={() => void reset(d)} />
              </div>
            );
          })}
          <div className={s.actions}>
            <Button type="submit" appearance="primary" disabled={busy || !changed.length}>
              {changed.length ? `Save ${changed.length} change${changed.length === 1 ? '' : 's'}` : 'No changes'}
            </Button>
            <Button disabled={busy || !changed.length} onClick={() => rows && setDraft(toDraft(rows))}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </PaneFrame>
  );
}
