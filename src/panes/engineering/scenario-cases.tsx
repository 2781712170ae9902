/**
 * The cases of a stored scenario, by keyboard (spec 7.8 "cases CRUD, reorder (PUT order)"): the list
 * holds the scenario itself and its cases; the one chosen is what the charts below compute.
 *
 *   ↑ ↓              choose (the scenario, or a case)
 *   Insert or +      a new case, then type its name
 *   F2               rename the chosen case      Enter saves, Escape keeps the old name
 *   Enter            edit the chosen case's inputs (blank: the scenario's)  Enter saves, Escape cancels
 *   Ctrl+↑ Ctrl+↓    move the chosen case up or down
 *   Delete           delete the chosen case (Delete again to confirm, Escape to keep it)
 */
import { Caption1, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createCase, deleteCase, reorderCases, updateCase } from '../../api/engineering/scenario-cases';
import type { Scenario } from '../../api/engineering/scenarios';
import { caseChanges } from '../../domain/engineering/scenario-cases';
import { DraftProblems } from '../../features/edit-mode/use-draft-edit';
import { useEditDenied } from '../../features/auth/use-well-permissions';
import { notify } from '../../state/notifications';
import type { EngineeringUnits } from './engineering-units';
import { messageOf, textsOf } from './scenario-editor';
import { ScenarioFieldInputs } from './scenario-field-inputs';
import { changesInWords, inputsFromTexts, problemInFieldWords, scenarioFields } from './scenario-fields';

const useStyles = makeStyles({
  box: { padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}` },
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'center',
    outlineOffset: '2px',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  option: {
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    cursor: 'pointer',
  },
  chosen: { backgroundColor: tokens.colorBrandBackground2, border: `1px solid ${tokens.colorBrandStroke1}` },
  changes: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalXS },
  inputs: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS, paddingTop: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground3 },
});

type Mode = { kind: 'list' } | { kind: 'rename'; name: string } | { kind: 'inputs'; texts: Record<string, string> } | { kind: 'confirm-delete' };

export function ScenarioCases({
  wellId,
  scenario: sc,
  u,
  chosen,
  onChoose,
}: {
  wellId: string;
  scenario: Scenario;
  u: EngineeringUnits;
  /** The chosen case's id; null: the scenario itself. */
  chosen: string | null;
  onChoose(id: string | null): void;
}) {
  const s = useStyles();
  const fields = useMemo(() => scenarioFields(u), [u]);
  const denied = useEditDenied(wellId, 'EDIT_SCENARIO', 'changing cases');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [problems, setProblems] = useState<string[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const inputsRef = useRef<HTMLDivElement>(null);
  // Editing a case's inputs starts in its first field.
  useEffect(() => {
    if (mode.kind === 'inputs') inputsRef.current?.querySelector('input')?.focus();
  }, [mode.kind]);
  const ids = [null, ...sc.cases.map((c) => c.id)];
  const at = Math.max(0, ids.indexOf(chosen));
  const kase = sc.cases.find((c) => c.id === chosen) ?? null;
  const over = sc.draft?.inputs ?? sc.inputs;

  const run = async (what: string, call: () => Promise<unknown>) => {
    try {
      await call();
      setProblems([]);
      setMode({ kind: 'list' });
      listRef.current?.focus();
      return true;
    } catch (e) {
      setProblems([`${what}: ${problemInFieldWords(fields, messageOf(e))}`]);
      return false;
    }
  };
  const writable = () => {
    if (denied) notify('warning', denied);
    return denied === null;
  };

  const add = async () => {
    let n = sc.cases.length + 1;
    while (sc.cases.some((c) => c.name.toLowerCase() === `case ${n}`)) n++;
    try {
      const made = await createCase(wellId, sc.id, `Case ${n}`, {});
      onChoose(made.id);
      setMode({ kind: 'rename', name: made.name });
    } catch (e) {
      setProblems([`No case added: ${messageOf(e)}`]);
    }
  };
  const move = (by: -1 | 1) => {
    const i = at - 1;
    const j = i + by;
    if (!kase || j < 0 || j >= sc.cases.length) return;
    const order = sc.cases.map((c) => c.id);
    [order[i], order[j]] = [order[j], order[i]];
    void run('Not moved', () => reorderCases(wellId, sc.id, order));
  };

  const onListKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    // Handled here, these keys must not reach the workspace's bindings (Delete closes the tile there).
    const stop = () => {
      e.preventDefault();
      e.stopPropagation();
    };
    const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
    if (mode.kind === 'confirm-delete') {
      stop();
      if (e.key === 'Delete' && kase) void run('Not deleted', () => deleteCase(wellId, sc.id, kase.id)).then((ok) => ok && onChoose(ids[at - 1] ?? null));
      else setMode({ kind: 'list' });
      return;
    }
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && plain) {
      stop();
      onChoose(ids[Math.min(ids.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)))]);
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && (e.ctrlKey || e.metaKey) && !e.altKey) {
      stop();
      if (writable()) move(e.key === 'ArrowUp' ? -1 : 1);
    } else if (e.key === 'Insert' || (e.key === '+' && plain)) {
      stop();
      if (writable()) void add();
    } else if (e.key === 'F2' && kase) {
      stop();
      if (writable()) setMode({ kind: 'rename', name: kase.name });
    } else if (e.key === 'Enter' && plain && kase) {
      stop();
      if (writable()) setMode({ kind: 'inputs', texts: textsOf(fields, kase.inputs) });
    } else if (e.key === 'Delete' && plain && kase) {
      stop();
      if (writable()) setMode({ kind: 'confirm-delete' });
    }
  };

  const onEditKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setProblems([]);
      setMode({ kind: 'list' });
      listRef.current?.focus();
    } else if (e.key === 'Enter' && kase) {
      e.preventDefault();
      e.stopPropagation();
      if (mode.kind === 'rename') void run('Not renamed', () => updateCase(wellId, sc.id, kase.id, { name: mode.name }));
      else if (mode.kind === 'inputs') {
        const read = inputsFromTexts(fields, kase.inputs, mode.texts);
        if (read.problems.length) setProblems(read.problems);
        else void run('Not saved', () => updateCase(wellId, sc.id, kase.id, { inputs: read.inputs }));
      }
    }
  };

  const label = (id: string | null) => {
    const c = sc.cases.find((x) => x.id === id);
    if (!c) return { name: 'Scenario', changes: '' };
    const changed = changesInWords(fields, caseChanges(over, c.inputs), c.inputs);
    return { name: c.name, changes: changed.length ? changed.join(', ') : 'as the scenario' };
  };
  const hint =
    mode.kind === 'confirm-delete'
      ? `Delete ${kase?.name}? Delete again to delete it, any other key keeps it.`
      : mode.kind === 'list'
        ? `↑↓ choose · Insert new case · F2 rename · Enter edit inputs · Ctrl+↑↓ move · Delete delete${denied ? ` (${denied})` : ''}`
        : 'Enter saves · Escape cancels';

  return (
    <section className={s.box} aria-label="Cases" data-scenario-cases>
      <div
        ref={listRef}
        className={s.list}
        role="listbox"
        tabIndex={0}
        aria-label="Cases of the scenario"
        aria-activedescendant={`case-${chosen ?? 'scenario'}`}
        onKeyDown={onListKey}
      >
        <Caption1>Cases:</Caption1>
        {ids.map((id) => {
          const l = label(id);
          return (
            <div
              key={id ?? 'scenario'}
              id={`case-${id ?? 'scenario'}`}
              role="option"
              aria-selected={id === chosen}
              data-case={id ?? 'scenario'}
              className={mergeClasses(s.option, id === chosen && s.chosen)}
              onClick={() => onChoose(id)}
            >
              {l.name}
              {l.changes && <span className={s.changes}>{l.changes}</span>}
            </div>
          );
        })}
      </div>
      {mode.kind === 'rename' && (
        <div className={s.inputs} onKeyDown={onEditKey}>
          <Input
            size="small"
            autoFocus
            aria-label="Case name"
            data-case-name
            value={mode.name}
            onChange={(_, d) => setMode({ kind: 'rename', name: d.value })}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
      {mode.kind === 'inputs' && (
        <div ref={inputsRef} className={s.inputs} onKeyDown={onEditKey} role="group" aria-label={`Inputs of ${kase?.name}`} data-case-inputs>
          <ScenarioFieldInputs
            fields={fields}
            texts={mode.texts}
            readOnly={false}
            blank="scenario"
            onChange={(path, text) => setMode({ kind: 'inputs', texts: { ...mode.texts, [path]: text } })}
          />
        </div>
      )}
      <DraftProblems problems={problems} />
      <Caption1 className={s.hint}>{hint}</Caption1>
    </section>
  );
}
