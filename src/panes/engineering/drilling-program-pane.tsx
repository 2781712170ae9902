/**
 * Drilling Program (drilling.engineering.program; widget.drilling-program): one program section by
 * section: MD and TVD, hole, the casing string and BHA runs of the section, the mud window, the
 * program's WOB / RPM / flow / standpipe ranges, formation tops and hazards, planned days and cost,
 * and where the sources disagree. Only the ranges and notes are the program's: Ctrl+E edits them
 * (Enter or Ctrl+S saves a new version, back to draft; Escape cancels); an approved program is locked
 * (Copy it). The widget shows the well's approved program, else its newest.
 */
import { Caption1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { updateProgram, useDrillingProgram, useDrillingPrograms, type DrillingProgram } from '../../api/engineering/drilling-programs';
import type { ProgramSection } from '../../domain/engineering/drilling-program';
import { formatDate } from '../../domain/format';
import { DraftGrid, sameCells } from '../../features/edit-mode/draft-grid';
import { DraftProblems, useDraftEdit } from '../../features/edit-mode/use-draft-edit';
import { TableExport, VirtualTable } from '../../features/virtual-table';
import { joinContext } from '../directional/shared/context';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState, PaneMessage } from '../directional/shared/pane-states';
import { useDirectionalPane } from '../directional/shared/use-directional-pane';
import type { PaneProps } from '../pane-types';
import { Figures } from '../reports/report-frame';
import { useUnitSystem } from '../reports/use-unit-system';
import { ProgramActions } from './program-actions';
import { money, programUnits, rangeDraftColumns, rangeRows, rangesBody, sectionColumns, type ProgramUnits } from './program-columns';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS, flexGrow: 1, minHeight: 0 },
  table: { display: 'flex', flexDirection: 'column', flex: '1 1 0', minHeight: '140px' },
  detail: {
    flex: '1 1 0',
    minHeight: '120px',
    overflow: 'auto',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  list: { margin: 0, paddingInlineStart: '18px' },
  note: { color: tokens.colorNeutralForeground3 },
});

const STATUS = { draft: 'Draft', submitted: 'Submitted', approved: 'Approved' } as const;

function who(p: DrillingProgram): string {
  const parts = [p.author_name ? `Written by ${p.author_name}` : null];
  if (p.submitted_by_name && p.submitted_at) parts.push(`submitted by ${p.submitted_by_name} ${formatDate(Date.parse(p.submitted_at))}`);
  if (p.approved_by_name && p.approved_at) parts.push(`approved by ${p.approved_by_name} ${formatDate(Date.parse(p.approved_at))}`);
  return `${parts.filter(Boolean).join(', ')}.`;
}

/** The selected section in words: its BHA runs, formation tops, hazards and what disagrees. */
function SectionDetail({ x, u }: { x: ProgramSection; u: ProgramUnits }) {
  const s = useStyles();
  const D = u.depth;
  const d = (m: number | null) => (m === null ? '-' : `${Math.round(D.convert(m))} ${D.symbol}`);
  const block = (title: string, items: string[], none: string) => (
    <div>
      <Caption1>
        <b>{title}</b>
      </Caption1>
      {items.length ? (
        <ul className={s.list}>
          {items.map((i) => (
            <li key={i}>
              <Caption1>{i}</Caption1>
            </li>
          ))}
        </ul>
      ) : (
        <Caption1 className={s.note}> {none}</Caption1>
      )}
    </div>
  );
  return (
    <div className={s.detail} data-section-detail={x.name}>
      {block(
        `BHA runs in ${x.name}`,
        x.bhas.map(
          (b) =>
            `${b.name} (${b.status}${b.depth_in_m !== null ? `, ${d(b.depth_in_m)}–${d(b.depth_out_m)}` : ''}): ${[b.bit, b.motor].filter(Boolean).join(', ')}`,
        ),
        'none planned',
      )}
      {block(
        'Formation tops',
        x.tops.map((t) => `${t.name}: ${d(t.md_m)} MD, ${d(t.tvd_m)} TVD`),
        'none in this section',
      )}
      {block(
        'Hazards',
        x.hazards.map((h) => `${h.title} at ${d(h.depth_m)}${h.severity ? ` (${h.severity})` : ''}`),
        'none recorded in this section',
      )}
      {block('Checks', x.checks, 'design, casing, BHAs and mud program agree')}
    </div>
  );
}

function ProgramBody({ p, u }: { p: DrillingProgram; u: ProgramUnits }) {
  const s = useStyles();
  const [selected, setSelected] = useState<number>(0);
  const current = p.sections[selected] ?? p.sections[0];
  const cols = useMemo(() => sectionColumns(u, p.totals.currency), [u, p.totals.currency]);
  const D = u.depth;
  const t = p.totals;
  return (
    <div className={s.body}>
      <Figures
        items={[
          { label: 'Status', value: `${STATUS[p.status]} · v${p.version}` },
          { label: 'Sections', value: String(t.sections) },
          { label: 'TD MD', value: t.td_m === null ? '-' : String(Math.round(D.convert(t.td_m))), unit: D.symbol },
          { label: 'TD TVD', value: t.td_tvd_m === null ? '-' : String(Math.round(D.convert(t.td_tvd_m))), unit: D.symbol },
          { label: 'Planned days', value: t.planned_days === null ? '-' : t.planned_days.toFixed(1) },
          { label: 'Planned cost', value: money(t.planned_cost, null), unit: t.currency ?? '' },
        ]}
      />
      {p.notes_found.map((n) => (
        <MessageBar key={n} intent="info">
          <MessageBarBody>{n}</MessageBarBody>
        </MessageBar>
      ))}
      <div className={s.table}>
        {p.sections.length ? (
          <VirtualTable
            label={`${p.name} sections`}
            exportTitle={`${p.name} sections`}
            rows={p.sections}
            columns={cols}
            rowKey={(r) => String(r.index)}
            selectedIndex={selected}
            onSelect={(i) => setSelected(i ?? 0)}
          />
        ) : (
          <PaneMessage state="empty" title="This program has no hole sections: link it to a drilling design." />
        )}
      </div>
      {current && <SectionDetail x={current} u={u} />}
      <Caption1 className={s.note}>
        {who(p)} Sections are those of the design {p.design_name ?? '(none)'}; casing, BHA runs, mud, formation tops, hazards and the AFE&apos;s days and cost
        are read from the well, not copied. {p.totals.afe_name ? `Days and cost: ${p.totals.afe_name}.` : ''} {p.notes}
      </Caption1>
    </div>
  );
}

export default function DrillingProgramPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const system = useUnitSystem();
  const u = useMemo(() => programUnits(system), [system]);
  const given = props.instance.params.drilling_program_id ?? null;
  // The widget names no program: the approved one, else the newest.
  const list = useDrillingPrograms(given ? null : pane.wellId, pane.active);
  const fallback = list.data?.find((x) => x.status === 'approved') ?? list.data?.[0];
  const id = given ?? fallback?.id ?? null;
  const program = useDrillingProgram(pane.wellId, id, pane.active);
  const p = program.data;
  const e = useDraftEdit({
    canEdit: () =>
      !p
        ? 'The program is still loading'
        : p.status === 'approved'
          ? 'An approved program is locked: copy it to change the ranges'
          : !p.sections.length
            ? 'The program has no sections to set ranges for'
            : null,
    start: () => rangeRows(p!.sections, u),
    isDirty: (d) => !sameCells(d, rangeRows(p!.sections, u)),
    save: async (d) => {
      const b = rangesBody(d, u);
      if ('problems' in b) return b;
      const next = await updateProgram(p!.well_id, p!.id, { sections: b.sections });
      return { message: `${next.name} saved as version ${next.version} (draft)` };
    },
  });
  const names = useMemo(() => (p ? p.sections.map((x) => x.name) : []), [p]);
  const cols = useMemo(() => sectionColumns(u, p?.totals.currency ?? null), [u, p]);
  const noProgram = !given && list.data && list.data.length === 0;
  return (
    <PaneFrame
      title={e.editing ? 'Drilling program — editing ranges' : p ? `Drilling program: ${p.name}` : 'Drilling program'}
      context={joinContext(pane.wellName, p ? `${STATUS[p.status]} · version ${p.version}` : null)}
      onKeyDown={e.onKeyDown}
      tools={
        p ? (
          <>
            {e.tools(p.status !== 'approved')}
            {!e.editing && <ProgramActions p={p} />}
            {!e.editing && <TableExport title={`Drilling program ${p.name}`} columns={cols} rows={p.sections} />}
          </>
        ) : null
      }
      state={e.editing ? 'editing' : p ? 'ready' : program.error || list.error ? 'error' : noProgram ? 'ready' : 'loading'}
    >
      {noProgram ? (
        <PaneMessage state="empty" title="This well has no drilling program yet: make one in Drilling Programs." />
      ) : (
        <DataState
          wellId={pane.wellId}
          swr={given ? program : { ...program, error: program.error ?? list.error }}
          what="drilling program"
          ready={(x) =>
            e.editing && e.draft ? (
              <>
                <DraftProblems problems={e.problems} />
                <Caption1 style={{ padding: '2px 12px' }}>
                  Ranges per section in your units (RPM: surface rotation while rotary drilling). A section left blank keeps no ranges. Enter saves, Escape
                  cancels.
                </Caption1>
                <DraftGrid label="Ranges" columns={rangeDraftColumns(u, names)} rows={e.draft} onChange={(r) => e.setDraft(r)} autoFocus />
              </>
            ) : (
              <ProgramBody p={x} u={u} />
            )
          }
        />
      )}
    </PaneFrame>
  );
}
