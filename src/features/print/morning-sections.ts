/**
 * What the morning report prints (issue 15): the well's ready widgets, each showing what it shows in
 * the workspace, over the report's reporting day (or the well's life up to the day's end where the
 * widget is a curve against the plan). The print view (src/panes/workspace/morning-report-view.tsx)
 * renders these panes one under the other; nothing here draws data of its own.
 *
 * A section whose pane is not built yet is left out, not shown as a placeholder: mud joins the
 * report by itself on the day `widget.mud-reports` is marked ready in src/panes/built.ts.
 */
export interface MorningSection {
  id: string;
  /** The pane type rendered (a widget, or a route pane with its view param). */
  pane: string;
  params?: Readonly<Record<string, string>>;
  /** 'day': the reporting day; 'well': the well's start to the day's end. */
  span: 'day' | 'well';
  /** Share of a page's height (1 = a whole page): charts need more room than a day's few rows. */
  height: number;
}

export const MORNING_SECTIONS: readonly MorningSection[] = [
  { id: 'days-vs-depth', pane: 'widget.days-vs-depth', span: 'day', height: 0.5 },
  { id: 'time-journal', pane: 'widget.time-journal', span: 'day', height: 0.5 },
  { id: 'daily-costs', pane: 'widget.daily-costs', span: 'day', height: 0.34 },
  { id: 'afe-curve', pane: 'widget.afe-curve', span: 'well', height: 0.5 },
  { id: 'troubles', pane: 'widget.troubles-npt', span: 'day', height: 0.34 },
  { id: 'mud', pane: 'widget.mud-reports', span: 'day', height: 0.34 },
  { id: 'directional', pane: 'drilling.plan_vs_actual', params: { view: 'section' }, span: 'well', height: 0.6 },
];

/** The sections to print: those whose pane is built (`ready` answers from the pane registry). */
export const morningSections = (ready: (paneId: string) => boolean): MorningSection[] => MORNING_SECTIONS.filter((s) => ready(s.pane));

/** Query keys of the print view's morning report (/print?report=morning&well=…&at=…&paper=…&orientation=…). */
export const MORNING_QUERY = { report: 'report', well: 'well', at: 'at', paper: 'paper', orientation: 'orientation' } as const;
export const MORNING_REPORT = 'morning';
