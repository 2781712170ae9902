/**
 * The morning report's print layout (/print?report=morning&well=…): the well's ready widgets of
 * src/features/print/morning-sections.ts one under the other, pinned to the well, over its last
 * reporting day, sized for the paper. The server's PDF renderer (server/exports/) prints exactly
 * this page; a person gets the same page, with a toolbar (not printed) to download the PDF.
 *
 * Under the header, the day's narrative (AI reports, issue 21) with its facts printed beside it.
 *
 * `data-print-state` on the root says when it may be printed: 'loading' until every pane settled
 * (data-pane-state content or empty), every chart has drawn and the narrative is written, then 'ready'; 'error' names the
 * first pane that failed.
 */
import { Button, Caption1, Select, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useMorningNarrative } from '../../api/assistant-narrative';
import { useMorningDay } from '../../api/morning-report';
import { NarrativeBlock } from '../../features/assistant/narrative-block';
import { preloadCharts } from '../../features/charts';
import {
  MORNING_ORIENTATIONS,
  MORNING_PAPERS,
  printableMm,
  type MorningDay,
  type MorningOrientation,
  type MorningPaper,
} from '../../domain/reports/morning-report';
import { downloadMorningPdf } from '../../features/print/morning-report';
import { MORNING_QUERY, morningSections, type MorningSection } from '../../features/print/morning-sections';
import { PaneActivityProvider } from '../../features/workspace/pane-activity';
import type { Period } from '../../state/period';
import { PaneHost } from '../pane-host';
import { usePaneTypeLookup } from '../pane-registry-context';
import type { PaneInstance } from '../pane-types';
import { FullScreenMessage } from './full-screen-pane';

/** Room a section's caption takes, mm. */
const CAPTION_MM = 8;

const useStyles = makeStyles({
  root: { margin: '0 auto', display: 'flex', flexDirection: 'column', gap: '2mm', paddingBottom: tokens.spacingVerticalXL, '@media print': { padding: 0 } },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media print': { display: 'none' },
  },
  spacer: { flexGrow: 1 },
  header: {
    display: 'flex',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    borderBottom: `2px solid ${tokens.colorNeutralStroke1}`,
  },
  section: { display: 'flex', flexDirection: 'column', breakInside: 'avoid', pageBreakInside: 'avoid', overflow: 'hidden' },
  caption: { fontWeight: tokens.fontWeightSemibold, height: `${CAPTION_MM - 2}mm`, display: 'flex', alignItems: 'flex-end' },
  body: { display: 'flex', flexDirection: 'column', minHeight: 0, flexGrow: 1, border: `1px solid ${tokens.colorNeutralStroke2}` },
});

const oneOf = <T extends string>(values: readonly T[], v: string | undefined, fallback: T): T => (values.includes(v as T) ? (v as T) : fallback);

const periodOf = (startS: number, endS: number): Period => ({
  start_date: startS,
  end_date: endS,
  start_depth: null,
  end_depth: null,
  autoUpdate: false,
  source: { type: 'url' },
});

export function MorningReportView({ params }: { params: Readonly<Record<string, string>> }) {
  const s = useStyles();
  const wellId = params[MORNING_QUERY.well] || null;
  const at = Number(params[MORNING_QUERY.at]);
  const [paper, setPaper] = useState(() => oneOf(MORNING_PAPERS, params[MORNING_QUERY.paper], 'a4'));
  const [orientation, setOrientation] = useState(() => oneOf(MORNING_ORIENTATIONS, params[MORNING_QUERY.orientation], 'portrait'));
  const [busy, setBusy] = useState(false);
  const { data, error } = useMorningDay(wellId, Number.isInteger(at) && at > 0 ? at : null);
  const lookup = usePaneTypeLookup();
  const sections = useMemo(() => morningSections((id) => lookup(id)?.ready ?? false), [lookup]);
  const area = printableMm(paper, orientation);
  const day = data?.data;

  // Its charts would each wait for Plotly after their data: load it beside the data instead.
  useEffect(preloadCharts, []);
  useEffect(() => {
    if (day) document.title = `Morning report ${day.well_name} ${day.date} · Drillspace`;
  }, [day]);

  if (!wellId) {
    return <FullScreenMessage title="No well for the morning report">Open the morning report from the palette with a well selected.</FullScreenMessage>;
  }
  if (error) {
    return (
      <div data-print-state="error" data-print-error={error instanceof Error ? error.message : 'the reporting day could not be read'}>
        <FullScreenMessage title="The morning report cannot be shown">{error instanceof Error ? error.message : String(error)}</FullScreenMessage>
      </div>
    );
  }

  const download = async () => {
    setBusy(true);
    try {
      await downloadMorningPdf(wellId, paper, orientation);
    } catch {
      // The request helper has told the user why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={s.root} style={{ width: `${area.w}mm` }} data-morning-report={wellId}>
      <style>{`@page { size: ${paper === 'letter' ? 'letter' : 'A4'} ${orientation}; } html, body { background: #fff; }`}</style>
      <div className={s.toolbar}>
        <Select aria-label="Paper" size="small" value={paper} onChange={(_, d) => setPaper(d.value as MorningPaper)}>
          <option value="a4">A4</option>
          <option value="letter">Letter</option>
        </Select>
        <Select aria-label="Orientation" size="small" value={orientation} onChange={(_, d) => setOrientation(d.value as MorningOrientation)}>
          <option value="portrait">Portrait</option>
          <option value="landscape">Landscape</option>
        </Select>
        <div className={s.spacer} />
        <Button appearance="primary" size="small" disabled={busy} onClick={() => void download()} data-morning-download>
          {busy ? 'Printing…' : 'Download PDF'}
        </Button>
      </div>
      {day ? <Report day={day} sections={sections} heightMm={area.h} /> : <Text data-print-state="loading">Reading the reporting day…</Text>}
    </div>
  );
}

function Report({ day, sections, heightMm }: { day: MorningDay; sections: readonly MorningSection[]; heightMm: number }) {
  const s = useStyles();
  const lookup = usePaneTypeLookup();
  const ref = useRef<HTMLDivElement>(null);
  const printState = usePrintState(ref, sections.length);
  const instances = useMemo(() => {
    const dayPeriod = periodOf(day.from, day.to);
    const wellPeriod = periodOf(Math.min(day.well_start ?? day.from, day.from), day.to);
    return sections.map((x): PaneInstance => ({ pane: x.pane, params: x.params ?? {}, well: day.well_id, period: x.span === 'day' ? dayPeriod : wellPeriod }));
  }, [day, sections]);
  const hours = Math.round((day.to - day.from) / 360) / 10;
  return (
    <div ref={ref} data-print-state={printState.state} data-print-error={printState.error ?? undefined} style={{ display: 'contents' }}>
      <div className={s.header}>
        <Subtitle1>Morning report · {day.well_name}</Subtitle1>
        <Caption1 data-morning-day={day.date}>
          Reporting day {day.date} ({hours} h from {clock(day.from, day.time_zone)}, {day.time_zone})
        </Caption1>
      </div>
      <MorningNarrative wellId={day.well_id} atS={day.at} />
      {sections.map((x, i) => (
        <div key={x.id} className={s.section} style={{ height: `${Math.floor(x.height * heightMm) - 4}mm` }} data-morning-section={x.id}>
          <div className={s.caption}>{lookup(x.pane)?.title ?? x.pane}</div>
          <div className={s.body}>
            <PaneActivityProvider value={{ visible: true, focused: false, instanceId: `morning-${x.id}` }}>
              <PaneHost instance={instances[i]} />
            </PaneActivityProvider>
          </div>
        </div>
      ))}
    </div>
  );
}

/** The day's narrative (AI reports): by the model when configured, else the template; the facts printed beside it. */
function MorningNarrative({ wellId, atS }: { wellId: string; atS: number }) {
  const { data, error } = useMorningNarrative(wellId, atS);
  if (error)
    return <Caption1 data-narrative-state="error">The summary could not be written: {error instanceof Error ? error.message : String(error)}</Caption1>;
  if (!data) return <Caption1 data-narrative-state="loading">Writing the summary…</Caption1>;
  return (
    <div data-narrative-state="ready">
      <NarrativeBlock n={data} links={false} />
    </div>
  );
}

const clock = (tS: number, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(tS * 1000));

/** 'ready' once `expected` panes have settled and their charts drawn; 'error' names the first pane that failed. */
function usePrintState(ref: RefObject<HTMLDivElement | null>, expected: number): { state: 'loading' | 'ready' | 'error'; error: string | null } {
  const [state, setState] = useState<{ state: 'loading' | 'ready' | 'error'; error: string | null }>({ state: 'loading', error: null });
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      // Each section's own pane (the first host in it), not the panes it may nest.
      const hosts = [...root.querySelectorAll('[data-morning-section]')].flatMap((x) => x.querySelector<HTMLElement>('section[data-pane]') ?? []);
      const failed = hosts.find((h) => h.dataset.paneState === 'error');
      const next = failed
        ? { state: 'error' as const, error: `${failed.getAttribute('aria-label') ?? failed.dataset.pane} failed` }
        : hosts.length >= expected &&
            hosts.every((h) => h.dataset.paneState === 'content' || h.dataset.paneState === 'empty') &&
            chartsDrawn(root) &&
            !root.querySelector('[data-narrative-state="loading"]')
          ? { state: 'ready' as const, error: null }
          : { state: 'loading' as const, error: null };
      setState((prev) => (prev.state === next.state && prev.error === next.error ? prev : next));
    };
    const observer = new MutationObserver(update);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-pane-state', 'data-narrative-state', 'class'] });
    update();
    return () => observer.disconnect();
  }, [ref, expected]);
  return state;
}

/** Every Plotly chart in the report has drawn its SVG. */
const chartsDrawn = (root: Element): boolean => [...root.querySelectorAll('[data-chart]')].every((c) => c.querySelector('.main-svg') !== null);
