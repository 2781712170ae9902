/**
 * The inputs of a stored engineering scenario, edited through a server-side draft (spec 4: edit →
 * apply | cancel). Ctrl+E (or Edit) starts the draft (POST edit) or resumes the one you left; the
 * fields take the user's units, blank meaning "the demo case"; Shift+Enter saves the draft and
 * recomputes on it without applying; Enter applies it (PATCH the draft, POST apply: a new version);
 * Escape cancels it (POST cancel: the scenario stays as it was). The server's 400 comes back in the
 * field's words.
 */
import { Button, Caption1, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { scenarioAction, updateScenarioDraft, type Scenario } from '../../api/engineering/scenarios';
import { RequestError, serverMessage } from '../../api/request-error';
import type { ScenarioInputs } from '../../domain/engineering/scenario-schemas';
import { DraftProblems } from '../../features/edit-mode/use-draft-edit';
import { EditButton, EditingTools } from '../../features/edit-mode/edit-tools';
import { useEditMode } from '../../features/edit-mode/use-edit-mode';
import { notify } from '../../state/notifications';
import type { EngineeringUnits } from './engineering-units';
import { ScenarioFieldInputs } from './scenario-field-inputs';
import { fieldText, inputsFromTexts, problemInFieldWords, scenarioFields } from './scenario-fields';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
  },
  name: { width: '200px' },
  version: { padding: `0 ${tokens.spacingHorizontalS}`, color: tokens.colorNeutralForeground2 },
  tools: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

export const textsOf = (fields: ReturnType<typeof scenarioFields>, i: ScenarioInputs) => Object.fromEntries(fields.map((f) => [f.path, fieldText(f, i)]));
export const messageOf = (e: unknown) => (e instanceof RequestError ? (serverMessage(e.body) ?? e.message) : String(e));

export function ScenarioEditor({ wellId, scenario: sc, u }: { wellId: string; scenario: Scenario; u: EngineeringUnits }) {
  const s = useStyles();
  const fields = useMemo(() => scenarioFields(u), [u]);
  const [texts, setTexts] = useState<Record<string, string> | null>(null);
  const [name, setName] = useState('');
  const [start, setStart] = useState<{ name: string; texts: Record<string, string> } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const base = sc.draft?.inputs ?? sc.inputs;

  /** The draft as typed, saved on the server: false (with the problems shown) when it is refused. */
  const saveDraft = async (): Promise<boolean> => {
    if (!texts) return false;
    const read = inputsFromTexts(fields, base, texts);
    if (read.problems.length) {
      setProblems(read.problems);
      return false;
    }
    try {
      await updateScenarioDraft(wellId, sc.id, { name, inputs: read.inputs });
      setProblems([]);
      return true;
    } catch (e) {
      setProblems([problemInFieldWords(fields, messageOf(e))]);
      return false;
    }
  };

  const edit = useEditMode({
    canEdit: () => null,
    start: () => {
      const from = sc.draft ?? sc;
      const t = textsOf(fields, from.inputs);
      setTexts(t);
      setName(from.name);
      setStart({ name: from.name, texts: t });
      setProblems([]);
      // The draft lives on the server: a reload, or another tab, resumes it.
      scenarioAction(wellId, sc.id, 'edit').catch((e: unknown) => setProblems([messageOf(e)]));
    },
    apply: async () => {
      if (busy) return false;
      setBusy(true);
      try {
        if (!(await saveDraft())) return false;
        const applied = await scenarioAction(wellId, sc.id, 'apply');
        notify('success', `${applied.name} applied as version ${applied.version}`);
        setTexts(null);
        return true;
      } catch (e) {
        setProblems([messageOf(e)]);
        return false;
      } finally {
        setBusy(false);
      }
    },
    discard: () => {
      setTexts(null);
      setProblems([]);
      scenarioAction(wellId, sc.id, 'cancel').catch((e: unknown) => notify('error', `The draft was not cancelled: ${messageOf(e)}`));
    },
  });
  const editing = edit.editing && texts !== null;
  const dirty = editing && start !== null && (name !== start.name || fields.some((f) => (texts[f.path] ?? '') !== (start.texts[f.path] ?? '')));
  const { markDirty } = edit;
  useEffect(() => markDirty(dirty), [dirty, markDirty]);

  const preview = async () => {
    setBusy(true);
    if (await saveDraft()) notify('info', 'Draft saved: computed on it');
    setBusy(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!editing) return;
    if (e.key === 'Enter' && e.shiftKey) {
      e.preventDefault();
      void preview();
    } else if (e.key === 'Enter' && !(e.target as HTMLElement).closest('button')) {
      e.preventDefault();
      void edit.apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      edit.cancel();
    }
  };

  const shown = editing ? texts : textsOf(fields, sc.inputs);
  return (
    <div data-scenario-editor={editing ? 'editing' : 'viewing'} onKeyDown={onKeyDown}>
      {!editing && sc.draft && (
        <MessageBar intent="info">
          <MessageBarBody>
            You have a draft of this scenario (version {sc.draft.base_version}, saved {new Date(sc.draft.updated_at).toLocaleTimeString()}): Ctrl+E resumes it,
            Escape then cancels it.
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={s.form} role="group" aria-label="Scenario inputs">
        <Field label="Name" size="small">
          <Input className={s.name} size="small" value={editing ? name : sc.name} readOnly={!editing} onChange={(_, d) => setName(d.value)} />
        </Field>
        <ScenarioFieldInputs
          fields={fields}
          texts={shown}
          readOnly={!editing}
          blank="demo case"
          onChange={(path, text) => setTexts((t) => (t ? { ...t, [path]: text } : t))}
        />
        <div className={s.tools}>
          {editing ? (
            <EditingTools
              changes={{ count: dirty ? 1 : 0, text: dirty ? 'Changed' : 'No changes' }}
              busy={busy}
              onCancel={edit.cancel}
              onApply={() => void edit.apply()}
            >
              <Tooltip content="Shift+Enter" relationship="description">
                <Button size="small" disabled={busy} onClick={() => void preview()}>
                  Compute draft
                </Button>
              </Tooltip>
            </EditingTools>
          ) : (
            <EditButton onEnter={edit.enter} hint={sc.draft ? 'Ctrl+E resumes your draft' : 'Ctrl+E'} />
          )}
        </div>
      </div>
      <DraftProblems problems={problems} />
      <Caption1 className={s.version}>
        Version {sc.version}
        {sc.updated_by_name ? `, last applied by ${sc.updated_by_name}` : ''}. {sc.description}
      </Caption1>
    </div>
  );
}
