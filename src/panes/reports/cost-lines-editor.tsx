/**
 * The manual cost lines of a drilling well's daily costs (every view of drilling.daily_costs: table,
 * breakdown, cost vs depth, AFE curve; and the Daily Costs widget), declared once as the cost
 * reports' editor (report-decls.tsx) and kept while the views change under it. Edited in place
 * (issue 15): Ctrl+E (or Edit) turns the period's lines into a grid: reporting day
 * and cost code picked from lists, amount in the AFE's currency, quantity, note. Add line (Insert)
 * and Remove (Ctrl+Delete) add and drop rows, the bar counts what changed (the dirty counter),
 * Enter applies everything in one batch (POST wells/{id}/daily_costs/batch, EDIT_COSTS), Escape
 * cancels and leaves nothing. A refusal marks the field it names and keeps the draft as typed.
 * Without EDIT_COSTS the Edit button says why (useEditDenied).
 */
import { Button, Caption1, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { applyCostLines, costLinesKey, fetchCostLines, type CostLineDto } from '../../api/daily-costs';
import type { CostData } from '../../api/logs/analytics';
import { RequestError, serverMessage } from '../../api/request-error';
import { useEditDenied } from '../../features/auth/use-well-permissions';
import { DraftGrid, type DraftColumn, type DraftGridRow } from '../../features/edit-mode/draft-grid';
import { DraftProblems, useDraftEdit } from '../../features/edit-mode/use-draft-edit';
import { FIELD_LABELS, batchOfDraft, blankRow, placeRefusal, rowOfLine, type CellProblem } from './cost-lines-draft';
import { fmtNum } from './report-units';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: '2px 0', minHeight: 0, flexShrink: 0, maxHeight: '45%' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grid: { display: 'flex', minHeight: 0, overflow: 'auto' },
});

/** The editor of `data`'s period on a drilling well; nothing on a completion's costs or without a well. */
export function costLinesEditor(data: CostData, pane: { wellId: string | null }) {
  return pane.wellId && data.stage !== 'completion' ? <CostLinesEditor wellId={pane.wellId} data={data} /> : null;
}

function CostLinesEditor({ wellId, data }: { wellId: string; data: CostData }) {
  const days = useMemo(() => data.days.map((d) => d.date), [data.days]);
  const p = { wellId, currency: data.currency, days, codes: data.codes };
  const s = useStyles();
  const denied = useEditDenied(p.wellId, 'EDIT_COSTS', 'editing daily costs');
  const list = useSWR(costLinesKey(p.wellId), () => fetchCostLines(p.wellId), { revalidateOnFocus: false });
  const inPeriod = useMemo(() => {
    const days = new Set(p.days);
    return (list.data ?? []).filter((l) => days.has(l.report_date));
  }, [list.data, p.days]);
  // The lines the draft started from: what Apply compares with, even if the list is read again meanwhile.
  const startedFrom = useRef<CostLineDto[]>([]);
  const [marks, setMarks] = useState<CellProblem[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const newestDay = p.days.at(-1) ?? '';
  const firstCode = Object.keys(p.codes)[0] ?? '';

  const ed = useDraftEdit<DraftGridRow[]>({
    canEdit: () => denied ?? (!list.data ? 'The cost lines are still loading' : p.days.length === 0 ? 'No reporting day in this period' : null),
    start: () => {
      startedFrom.current = inPeriod;
      setMarks([]);
      return inPeriod.map(rowOfLine);
    },
    isDirty: (d) => batchOfDraft(startedFrom.current, d).count > 0,
    count: (d) => batchOfDraft(startedFrom.current, d).count,
    save: async (d) => {
      const sent = batchOfDraft(startedFrom.current, d);
      setMarks(sent.problems);
      if (sent.problems.length) return { problems: sent.problems.map((x) => x.message) };
      if (sent.count === 0) return { message: '' };
      try {
        return { message: await applyCostLines(p.wellId, sent.batch) };
      } catch (e) {
        if (!(e instanceof RequestError)) throw e;
        const placed = placeRefusal(serverMessage(e.body) ?? e.message, sent, d);
        setMarks([placed]);
        if (placed.row)
          requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(`[data-cell="${placed.row}:${placed.field ?? 'amount'}"]`)?.focus());
        return { problems: [placed.message] };
      }
    },
  });

  // Where the typing goes next: a new line's amount (Add line, Insert), else the first line's on Ctrl+E.
  const focusNext = useRef<string | null>(null);
  const blank = () => {
    const row = blankRow(newestDay, firstCode);
    focusNext.current = `[data-cell="${row.key}:amount"]`;
    return row;
  };
  const addLine = () => {
    if (ed.draft) ed.setDraft([blank(), ...ed.draft]);
  };
  const { editing, draft } = ed;
  useEffect(() => {
    if (editing) focusNext.current ??= '[data-cell$=":amount"]';
  }, [editing]);
  useEffect(() => {
    const want = focusNext.current;
    if (!want || !draft) return;
    // Cleared once done: a render in between (edit mode's own state, a new draft) cancels the frame, not the wish.
    const id = requestAnimationFrame(() => {
      focusNext.current = null;
      (root.current?.querySelector<HTMLElement>(want) ?? root.current?.querySelector<HTMLElement>('[data-add-line]'))?.focus();
    });
    return () => cancelAnimationFrame(id);
  }, [draft, editing]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (ed.editing && e.key === 'Insert' && !(e.target as HTMLElement).closest('tr')) {
      e.preventDefault();
      addLine();
      return;
    }
    ed.onKeyDown(e);
  };

  const dayOptions = useMemo(() => [...p.days].reverse().map((d) => ({ value: d, label: d })), [p.days]);
  const codeOptions = useMemo(() => Object.entries(p.codes).map(([code, name]) => ({ value: code, label: `${code} – ${name}` })), [p.codes]);
  const columns: DraftColumn[] = [
    { id: 'report_date', label: FIELD_LABELS.report_date, kind: 'select', options: dayOptions },
    { id: 'cost_code', label: FIELD_LABELS.cost_code, kind: 'select', options: codeOptions },
    { id: 'amount', label: FIELD_LABELS.amount, unit: p.currency, kind: 'number', widthPx: 110 },
    { id: 'quantity', label: FIELD_LABELS.quantity, kind: 'number', widthPx: 70 },
    { id: 'description', label: FIELD_LABELS.description, kind: 'text', widthPx: 260 },
  ];
  const invalid = useMemo(() => new Set(marks.filter((m) => m.row && m.field).map((m) => `${m.row}:${m.field}`)), [marks]);
  const total = inPeriod.reduce((a, l) => a + l.amount, 0);

  return (
    <div ref={root} className={s.root} data-cost-lines={ed.editing ? 'editing' : 'viewing'} onKeyDown={onKeyDown}>
      <div className={s.head}>
        <Caption1>
          <strong>Manual cost lines</strong>{' '}
          {ed.editing
            ? `Amounts in ${p.currency}. Insert adds a line, Ctrl+Delete removes the focused one; Enter applies, Escape cancels.`
            : list.data
              ? `${inPeriod.length} in this period, ${fmtNum(total, 0)} ${p.currency}`
              : 'loading…'}
        </Caption1>
        {ed.tools(
          Boolean(list.data),
          denied,
          <Tooltip content="Insert" relationship="description">
            <Button size="small" appearance="subtle" onClick={addLine} disabled={ed.saving} data-add-line>
              Add line
            </Button>
          </Tooltip>,
        )}
      </div>
      {ed.editing && ed.draft && (
        <div className={s.grid}>
          {ed.draft.length === 0 ? (
            <Caption1>No manual line in this period: Add line (Insert) books one.</Caption1>
          ) : (
            <DraftGrid label="Cost lines" columns={columns} rows={ed.draft} onChange={ed.setDraft} blank={blank} invalid={invalid} />
          )}
        </div>
      )}
      <DraftProblems problems={ed.problems} />
    </div>
  );
}
