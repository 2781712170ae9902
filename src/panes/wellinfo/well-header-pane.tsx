/**
 * Well Header (drilling.well_header): the well's identity, location, time zone, units, reporting day,
 * stage, status, rigs, dates and depths (spec 3.4), and the project and company it belongs to.
 *
 * Keys: Ctrl+E (or the Edit button) edits when you hold EDIT_WELL_HEADER on the well; Enter applies,
 * Escape cancels (also Ctrl+S and the palette: the workspace's edit verbs). Project, company and rigs
 * are the wells administration's (MANAGE_WELLS) and stay read-only here.
 */
import { EditButton, EditingTools } from '../../features/edit-mode/edit-tools';
import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { saveWellHeader, useWellHeader, type WellHeader } from '../../api/well-info';
import { RequestError, serverMessage } from '../../api/request-error';
import { formatPattern } from '../../domain/format';
import type { WellHeaderField } from '../../domain/wellinfo/well-info-schemas';
import { useEditMode } from '../../features/edit-mode/use-edit-mode';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { notify } from '../../state/notifications';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import { formGroupStyles } from '../pane-chrome';
import type { PaneProps } from '../pane-types';
import { useUnitSystem } from '../reports/use-unit-system';
import { HEADER_FIELDS, HEADER_GROUPS, draftOf, fieldDisplay, headerChanges, type HeaderDraft } from './header-fields';

const useStyles = makeStyles({
  ...formGroupStyles,
  body: { overflow: 'auto', padding: tokens.spacingHorizontalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, display: 'block' },
  value: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  cell: { minHeight: '40px', padding: '2px 0' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type Errors = Partial<Record<WellHeaderField | 'form', string>>;

export default function WellHeaderPane(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const system = useUnitSystem();
  const header = useWellHeader(props.wellId, visible);
  const w = header.data;
  const [draft, setDraft] = useState<HeaderDraft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const edit = useEditMode({
    canEdit: () =>
      !props.wellId
        ? 'Select a well first'
        : !w
          ? 'The well header is still loading'
          : !w.can_edit
            ? 'You may not edit this well header (EDIT_WELL_HEADER)'
            : null,
    start: () => {
      setErrors({});
      setDraft(draftOf(w!, system));
    },
    apply: async () => {
      if (!w || !draft || !props.wellId || saving) return false;
      const c = headerChanges(w, draft, system);
      if (!c.ok) {
        setErrors(c.errors);
        return false;
      }
      if (c.changed === 0) {
        setDraft(null);
        return true;
      }
      setSaving(true);
      try {
        const r = await saveWellHeader(props.wellId, c.body);
        await header.mutate(r.data, { revalidate: false });
        notify('success', `${r.message}: ${c.changed} field${c.changed === 1 ? '' : 's'} changed`);
        setDraft(null);
        setErrors({});
        return true;
      } catch (e) {
        const message = e instanceof RequestError ? (serverMessage(e.body) ?? e.message) : String(e);
        const named = /^body\.(\w+): (.*)$/.exec(message);
        setErrors(named ? { [named[1]]: named[2] } : { form: message });
        return false;
      } finally {
        setSaving(false);
      }
    },
    discard: () => {
      setDraft(null);
      setErrors({});
    },
  });
  const dirty = useMemo(
    () => (w && draft ? Object.entries(draftOf(w, system)).some(([k, v]) => draft[k as WellHeaderField] !== v) : false),
    [w, draft, system],
  );
  const { markDirty } = edit;
  useEffect(() => markDirty(dirty), [dirty, markDirty]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!edit.editing) return;
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void edit.apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      edit.cancel();
    }
  };

  const tools = edit.editing ? (
    <EditingTools
      changes={{ count: dirty ? 1 : 0, text: dirty ? 'Changed' : 'No changes' }}
      busy={saving}
      busyLabel="Saving…"
      onCancel={edit.cancel}
      onApply={() => void edit.apply()}
    />
  ) : (
    <EditButton onEnter={edit.enter} disabled={!w?.can_edit} hint={w && !w.can_edit ? 'You may not edit this well header' : undefined} />
  );

  return (
    <PaneFrame
      title={edit.editing ? `${props.paneType.title} — editing` : props.paneType.title}
      context={w?.name}
      tools={tools}
      onKeyDown={onKeyDown}
      state={edit.editing ? 'editing' : w ? 'ready' : 'loading'}
    >
      <DataState
        wellId={props.wellId}
        swr={header}
        what="well header"
        ready={(well) => (
          <div className={s.body} data-well-header={edit.editing ? 'editing' : 'viewing'}>
            {errors.form && (
              <div role="alert" className={s.error}>
                {errors.form}
              </div>
            )}
            {HEADER_GROUPS.map((g) => (
              <fieldset key={g} className={s.group}>
                <legend className={s.legend}>{g}</legend>
                {HEADER_FIELDS.filter((f) => f.group === g).map((f) =>
                  edit.editing && draft ? (
                    <Field
                      key={f.key}
                      size="small"
                      label={f.kind === 'depth' ? `${f.label} (${system === 'imperial' ? 'ft' : 'm'})` : f.label}
                      hint={f.hint}
                      validationState={errors[f.key] ? 'error' : 'none'}
                      validationMessage={errors[f.key]}
                    >
                      {f.options ? (
                        <Select size="small" value={draft[f.key]} onChange={(_, d) => setDraft({ ...draft, [f.key]: d.value })} data-header-field={f.key}>
                          {f.options.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </Select>
                      ) : (
                        <Input
                          size="small"
                          value={draft[f.key]}
                          onChange={(_, d) => setDraft({ ...draft, [f.key]: d.value })}
                          data-header-field={f.key}
                          {...(f.key === 'name' ? { 'data-edit-focus': true } : {})}
                        />
                      )}
                    </Field>
                  ) : (
                    <div key={f.key} className={s.cell} data-header-field={f.key}>
                      <span className={s.label}>{f.label}</span>
                      <span className={s.value} data-value>
                        {fieldDisplay(well, f, system)}
                      </span>
                    </div>
                  ),
                )}
              </fieldset>
            ))}
            <Organisation well={well} />
          </div>
        )}
      />
    </PaneFrame>
  );
}

function Organisation({ well }: { well: WellHeader }) {
  const s = useStyles();
  const at = (t: number | null) => (t === null ? '-' : formatPattern(t * 1000, 'YYYY-MM-DD HH:mm', { timeZone: well.timezone }));
  const items: [string, string][] = [
    ['Project', well.project_name ?? '-'],
    ['Company', well.company_name ?? '-'],
    ...(well.well_rigs.length
      ? well.well_rigs.map((r): [string, string] => [`Rig ${r.rig_name}`, `spud ${at(r.spud_date)}${r.release_date ? `, released ${at(r.release_date)}` : ''}`])
      : [['Rig', 'none assigned'] as [string, string]]),
    ['Data', `${well.realtime ? 'real-time' : 'not real-time'}, ${well.connection ?? 'offline'}`],
  ];
  return (
    <fieldset className={s.group}>
      <legend className={s.legend}>Organisation (wells administration)</legend>
      {items.map(([k, v]) => (
        <div key={k} className={s.cell}>
          <span className={s.label}>{k}</span>
          <span className={s.value}>{v}</span>
        </div>
      ))}
    </fieldset>
  );
}
