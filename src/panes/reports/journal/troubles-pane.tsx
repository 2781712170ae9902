/**
 * Trouble Summary (drilling.trouble_summary, widget Troubles/NPT): the troubles that started in the
 * period (spec 7.12 incident details_list) with their NPT, depth and description, and NPT by type.
 * NPT is the sum of the trouble durations: the total figure, the rows and the types add up alike.
 * Delete (or the button) removes the selected trouble, asked first. Under completions (a fractured
 * well: screen-outs, wireline misruns, frac pump failures) each trouble also names its frac stage: the
 * stage whose record it started in, else the stage whose plug-and-perf run it held up.
 */
import { Button, Tooltip } from '@fluentui/react-components';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { deleteTrouble, fetchTroubles, type TroubleDto, type TroubleSummaryData } from '../../../api/journal';
import { TROUBLE_TYPES } from '../../../domain/drilling/journal/troubles';
import { VirtualTable, type ColumnDef } from '../../../features/virtual-table';
import { askConfirm } from '../../../state/confirmations';
import { notify } from '../../../state/notifications';
import type { PaneProps } from '../../pane-types';
import { Figures, ReportFrame } from '../report-frame';
import { conv, fmtHours, hours, reportUnits, when, type ReportUnits } from '../report-units';
import { useUnitSystem } from '../use-unit-system';
import { usePeriodAnswer } from './use-period-answer';
import useSWR from 'swr';
import { fetchFracStages } from '../../../api/completions';
import { isCompletionsPane } from '../../completions/stage-period';
import { stageOfTime } from '../../../domain/completions/stage-of-time';

const VIEWS = [
  { id: 'troubles', label: 'Troubles' },
  { id: 'by_type', label: 'NPT by type' },
];

// One hue per type, in the order of the catalogue.
const TYPE_COLOURS = ['#c62828', '#1565c0', '#6a1b9a', '#8e24aa', '#ef6c00', '#5d4037', '#f9a825', '#00838f', '#2e7d32', '#ad1457', '#757575'];
const colourOf = (type: string) =>
  TYPE_COLOURS[
    Math.max(
      0,
      TROUBLE_TYPES.findIndex((t) => t.id === type),
    )
  ];

function troubleColumns(u: ReportUnits, stageOf: ((s: number) => number | null) | null): ColumnDef<TroubleDto>[] {
  return [
    {
      id: 'type',
      header: 'Trouble',
      value: (r) => r.label,
      align: 'start',
      width: 190,
      pinned: true,
      render: (r) => (
        <span>
          <span style={{ display: 'inline-block', width: 10, height: 10, background: colourOf(r.type), marginRight: 6, borderRadius: 2 }} />
          {r.label}
        </span>
      ),
    },
    { id: 'start', header: 'Start', value: (r) => when(r.start), align: 'start', width: 110 },
    { id: 'end', header: 'End', value: (r) => when(r.end), align: 'start', width: 110 },
    ...(stageOf ? [{ id: 'stage', header: 'Stage', value: (r: TroubleDto) => stageOf(r.start), decimals: 0, width: 60 }] : []),
    { id: 'npt', header: 'NPT', unit: 'h', value: (r) => hours(r.duration_s), decimals: 2, width: 70 },
    { id: 'depth', header: 'Depth', unit: u.depth.symbol, value: (r) => conv(r.depth_m, u.depth), decimals: 1, width: 90 },
    { id: 'description', header: 'Description', value: (r) => r.description, align: 'start', width: 420 },
    { id: 'source', header: 'Recorded', value: (r) => (r.source === 'demo' ? 'Demo' : 'User'), align: 'start', width: 80, hideable: true },
  ];
}

type TypeRow = TroubleSummaryData['by_type'][number];
const typeColumns: ColumnDef<TypeRow>[] = [
  { id: 'type', header: 'Trouble', value: (r) => r.label, align: 'start', width: 190, pinned: true },
  { id: 'count', header: 'Troubles', value: (r) => r.count, decimals: 0, width: 80 },
  { id: 'npt', header: 'NPT', unit: 'h', value: (r) => hours(r.npt_s), decimals: 2, width: 80 },
];

export default function TroublesPane(props: PaneProps) {
  const a = usePeriodAnswer('incidents/details_list', props, fetchTroubles);
  const u = reportUnits(useUnitSystem());
  const [view, setView] = useState(() => VIEWS.find((v) => v.id === props.instance.params.view)?.id ?? VIEWS[0].id);
  const [selected, setSelected] = useState<number | null>(null);
  const rows = a.answer?.data.rows ?? [];
  const completions = isCompletionsPane(props.paneType.id);
  const fracStages = useSWR(completions && props.wellId ? ['frac', props.wellId, 'stages'] : null, () => fetchFracStages(props.wellId!), {
    revalidateOnFocus: false,
  }).data?.data.stages;
  const columns = useMemo(
    () => troubleColumns(u, completions ? (s: number) => (fracStages?.length ? stageOfTime(fracStages, s) : null) : null),
    [u, completions, fracStages],
  );
  const label = `${props.paneType.title}${a.pw.well ? ` of ${a.pw.well.name}` : ''}`;
  const selectedRow = selected === null ? null : (rows[selected] ?? null);

  const remove = async () => {
    if (!props.wellId || !selectedRow) return;
    const ok = await askConfirm({
      title: 'Delete the trouble?',
      message: `${selectedRow.label} at ${when(selectedRow.start)} (${fmtHours(selectedRow.duration_s)} h NPT) is removed from every view.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await deleteTrouble(props.wellId, selectedRow.id);
      setSelected(null);
      await a.mutate();
      notify('success', 'Trouble deleted');
    } catch {
      // shown by the request layer
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Delete' && view === 'troubles') {
      e.preventDefault();
      void remove();
    }
  };

  return (
    <div style={{ display: 'contents' }} onKeyDown={onKeyDown}>
      <ReportFrame
        title={props.paneType.title}
        wellId={props.wellId}
        a={a}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="No troubles started in this period."
        views={VIEWS}
        view={view}
        onView={setView}
        tools={
          selectedRow && view === 'troubles' ? (
            <Tooltip content="Delete" relationship="description">
              <Button size="small" appearance="subtle" onClick={() => void remove()}>
                Delete trouble
              </Button>
            </Tooltip>
          ) : undefined
        }
      >
        {(d) => (
          <>
            <Figures
              items={[
                { label: 'NPT', value: fmtHours(d.npt_s), unit: 'h' },
                { label: 'Troubles', value: String(d.rows.length) },
                ...d.by_type.slice(0, 3).map((t) => ({ label: t.label, value: fmtHours(t.npt_s), unit: 'h' })),
              ]}
            />
            {view === 'by_type' ? (
              <VirtualTable label={`${label}: NPT by type`} rows={d.by_type} columns={typeColumns} rowKey={(r) => r.type} />
            ) : (
              <VirtualTable label={label} rows={d.rows} columns={columns} rowKey={(r) => r.id} selectedIndex={selected} onSelect={(i) => setSelected(i)} />
            )}
          </>
        )}
      </ReportFrame>
    </div>
  );
}
