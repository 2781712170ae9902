/**
 * Saved multi-well comparisons (reports/mw_templates): the dialog saves the comparison on screen (its
 * wells, grouping and chosen KPIs) under a name, and lists the user's templates to open (Enter on
 * Open sets the pane's wells, grouping and KPIs, so the URL follows), rename (Enter saves the new
 * name, Escape keeps the old) or delete. The button and the palette entry are one verb
 * (compare.templates): its label, precondition and action.
 */
import {
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { createMwTemplate, deleteMwTemplate, updateMwTemplate, useMwTemplates, type MwTemplate, type MwTemplateInput } from '../../api/multi-well';
import { mwTemplatesVerb } from '../../commands/verbs/comparison';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { closeMwTemplates, mwTemplates } from '../../state/mw-templates';
import { AGGREGATION_GROUP_LABELS, AGGREGATION_KPIS, type AggregationKpiId } from '../../domain/multiwell/aggregation';
import { COMPARE_BY_PARAM, COMPARE_KPIS_PARAM, COMPARISON_PARAM, formatWellSet } from '../../features/comparison/comparison-set';

const useStyles = makeStyles({
  kpis: { display: 'grid', gridTemplateColumns: 'repeat(3, auto)', columnGap: tokens.spacingHorizontalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxHeight: '30vh', overflowY: 'auto' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { flexGrow: 1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The pane params a template sets: its wells, grouping and KPIs. */
function templateParams(t: Pick<MwTemplate, 'well_ids' | 'group_by' | 'kpis'>): Record<string, string> {
  return { [COMPARISON_PARAM]: formatWellSet(t.well_ids), [COMPARE_BY_PARAM]: t.group_by, [COMPARE_KPIS_PARAM]: t.kpis.join(',') };
}

/** A template's name being changed in place: Enter saves it, Escape keeps the old one. */
function RenameField(p: { template: MwTemplate; onDone(error: string | null): void }) {
  const [name, setName] = useState(p.template.name);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const next = name.trim();
    if (!next || busy) return;
    if (next === p.template.name) return p.onDone(null);
    setBusy(true);
    try {
      await updateMwTemplate(p.template.id, { name: next });
      p.onDone(null);
    } catch (e) {
      setBusy(false);
      p.onDone(String((e as Error).message ?? e));
    }
  };
  return (
    <Input
      value={name}
      autoFocus
      aria-label={`New name for ${p.template.name}, Enter saves, Escape cancels`}
      onChange={(_, d) => setName(d.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void save();
        } else if (e.key === 'Escape') {
          // Escape leaves the name as it was; the dialog stays open.
          e.preventDefault();
          e.stopPropagation();
          p.onDone(null);
        }
      }}
      data-mw-template-rename
    />
  );
}

export function MwTemplatesButton(p: { current: Omit<MwTemplateInput, 'name'>; onOpen(params: Record<string, string>): void }) {
  const s = useStyles();
  const { instanceId } = usePaneActivity();
  const open = useSnapshot(mwTemplates).openFor === instanceId;
  const setOpen = (v: boolean) => (v ? void mwTemplatesVerb.run({ placement: 'focused', fromKeys: false }) : closeMwTemplates());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [name, setName] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  // Opened from the palette, the palette gives the focus back to where it was as it closes, after the
  // dialog took it: the name field takes it once more, so the keyboard stays in the dialog.
  useEffect(() => {
    if (!open) return;
    const t = setTimeout(() => nameInput.current?.focus(), 150);
    return () => clearTimeout(t);
  }, [open]);
  const [kpis, setKpis] = useState<AggregationKpiId[]>(p.current.kpis);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useMwTemplates();
  const templates = list.data?.data ?? [];

  const show = () => {
    setKpis(p.current.kpis);
    setError(null);
    setRenaming(null);
    setOpen(true);
  };
  const renamed = async (e: string | null) => {
    setError(e);
    if (e) return;
    setRenaming(null);
    await list.mutate();
  };
  const save = async () => {
    if (!name.trim() || busy) return;
    setBusy(true);
    try {
      await createMwTemplate({ ...p.current, name: name.trim(), kpis });
      await list.mutate();
      setName('');
      setError(null);
    } catch (e) {
      setError(String((e as Error).message ?? e));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (t: MwTemplate) => {
    try {
      await deleteMwTemplate(t.id);
      await list.mutate();
    } catch (e) {
      setError(String((e as Error).message ?? e));
    }
  };
  const openTemplate = (t: MwTemplate) => {
    p.onOpen(templateParams(t));
    setOpen(false);
  };

  return (
    <>
      <Button size="small" onClick={show} data-mw-templates title={mwTemplatesVerb.label}>
        Templates…
      </Button>
      <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface aria-label="Multi-well templates" data-mw-templates-dialog>
          <DialogBody>
            <DialogTitle>Multi-well templates</DialogTitle>
            <DialogContent>
              <Field
                label="Save this comparison as"
                hint={`${p.current.well_ids.length} wells, by ${AGGREGATION_GROUP_LABELS[p.current.group_by].toLowerCase()}`}
              >
                <Input
                  ref={nameInput}
                  value={name}
                  autoFocus
                  placeholder="Template name, Enter saves"
                  onChange={(_, d) => setName(d.value)}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter') return;
                    e.preventDefault();
                    void save();
                  }}
                  aria-label="Template name"
                />
              </Field>
              <fieldset className={s.kpis} aria-label="KPIs the template shows">
                {AGGREGATION_KPIS.map((k) => (
                  <Checkbox
                    key={k.id}
                    label={k.label}
                    checked={kpis.includes(k.id)}
                    onChange={(_, d) =>
                      setKpis(d.checked ? AGGREGATION_KPIS.map((x) => x.id).filter((id) => id === k.id || kpis.includes(id)) : kpis.filter((id) => id !== k.id))
                    }
                  />
                ))}
              </fieldset>
              {error && (
                <Caption1 className={s.error} role="alert">
                  {error}
                </Caption1>
              )}
              <div className={s.list} aria-label="Saved templates" data-mw-template-list>
                {list.error ? (
                  <Caption1 className={s.error}>Could not load the templates: {String((list.error as Error).message ?? list.error)}</Caption1>
                ) : !list.data ? (
                  <Caption1>Loading templates…</Caption1>
                ) : templates.length === 0 ? (
                  <Caption1 className={s.muted}>No saved templates yet.</Caption1>
                ) : (
                  templates.map((t) => (
                    <div key={t.id} className={s.row} data-mw-template={t.name}>
                      <span className={s.name}>
                        {renaming === t.id ? <RenameField template={t} onDone={(e) => void renamed(e)} /> : t.name}{' '}
                        <Caption1 className={s.muted}>
                          {t.well_ids.length} wells, by {AGGREGATION_GROUP_LABELS[t.group_by].toLowerCase()}, {t.kpis.length} KPIs
                        </Caption1>
                      </span>
                      <Button size="small" onClick={() => setRenaming(t.id)} aria-label={`Rename ${t.name}`}>
                        Rename
                      </Button>
                      <Button size="small" appearance="primary" onClick={() => openTemplate(t)} aria-label={`Open ${t.name}`}>
                        Open
                      </Button>
                      <Button size="small" onClick={() => void remove(t)} aria-label={`Delete ${t.name}`}>
                        Delete
                      </Button>
                    </div>
                  ))
                )}
              </div>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" disabled={!name.trim() || kpis.length === 0 || busy} onClick={() => void save()}>
                Save
              </Button>
              <Button onClick={() => setOpen(false)}>Close</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
