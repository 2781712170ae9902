/**
 * The command palette (cmdk in a Fluent dialog): Ctrl/Cmd+K. Every route, verb, well and layout on
 * the root page; nested pages ask "which well?", "which period?", a name… Filtering is ours
 * (filter.ts: ranked, capped), cmdk provides the list semantics and arrow-key selection. Enter
 * opens in the focused tile, Ctrl+Enter in a split, Shift+Enter in a new tab, Alt+Enter pinned to a
 * well; Escape or Backspace on an empty field goes back a page.
 */
import { Dialog, DialogSurface, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Command } from 'cmdk';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { kbdLabel } from '../../commands/keymap';
import { ImpersonateDialog } from '../impersonation/impersonate-dialog';
import { keymapOverrides } from '../keyboard/keymap-overrides';
import { provideCommands } from '../assistant/command-source';
import { currentBindings } from '../keyboard/commands';
import { Kbd } from '../keyboard/kbd';
import { whyNotOpen } from '../workspace/open-route';
import { dashboardAreaOfPane } from '../workspace/dashboard-templates';
import { DASHBOARD_PARAM } from '../workspace/dashboards';
import { focusActiveTile } from '../workspace/dom-focus';
import { preferences } from '../../state/preferences';
import { selection } from '../../state/selection';
import { workspace } from '../../state/workspace';
import { accountDialogs } from './account-dialogs';
import { activate, placementOf, type Modifiers } from './activate';
import {
  GROUP_ORDER,
  choiceEntries,
  dashboardEntries,
  layoutEntries,
  periodEntries,
  rootEntries,
  wellEntry,
  widgetEntries,
  withRecentFirst,
  type PaletteEntry,
} from './entries';
import { paramChoices, recordSource } from './param-choices';
import { PALETTE_RECENT_KEY, frecencyIndex, recordUse } from './recent';
import { narrowingFilter, prepare } from './filter';
import { PaletteResults, RESULT_LIMIT, groupEntries, usePaletteSelection } from './palette-results';
import { closePalette, palette, popPage, setSearch, type PalettePage } from './palette-state';
import { usePaletteWells } from './use-palette-wells';
import { routeById } from '../../commands/routes';
import { appState } from '../../state/app-state';
import useSWR from 'swr';

// The chat reads commands as the palette lists them (one source of truth for the assistant too).
provideCommands(() =>
  rootEntries({
    bindings: currentBindings(),
    whyNotRoute: whyNotOpen,
    wells: [],
    layouts: [],
    activeLayoutId: workspace.activeLayoutId,
    stage: selection.stage,
  }),
);

const useStyles = makeStyles({
  surface: {
    width: 'min(720px, calc(100vw - 32px))',
    maxWidth: 'none',
    padding: 0,
    alignSelf: 'flex-start',
    marginTop: '12vh',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  trail: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} 0`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  crumb: { padding: '1px 6px', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2 },
  inputRow: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: `0 ${tokens.spacingHorizontalM}`,
  },
  input: {
    flexGrow: 1,
    height: '44px',
    border: 'none',
    outline: 'none',
    background: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    fontFamily: 'inherit',
    '::placeholder': { color: tokens.colorNeutralForeground4 },
  },
  list: { maxHeight: 'min(56vh, 520px)', overflowY: 'auto', padding: tokens.spacingVerticalXS, scrollPaddingBlock: '6px' },
  empty: { padding: tokens.spacingVerticalL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  textHint: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  error: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, color: tokens.colorPaletteRedForeground1 },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  hint: { display: 'inline-flex', gap: '4px', alignItems: 'center' },
});

export function PaletteHost() {
  const s = useStyles();
  const { open } = useSnapshot(palette);
  const { impersonate } = useSnapshot(accountDialogs);
  return (
    <>
      <Dialog
        open={open}
        modalType="modal"
        onOpenChange={(_, d) => {
          if (d.open) return;
          // Escape goes back a page; clicking outside closes.
          if (d.type === 'escapeKeyDown') popPage();
          else closePalette();
          if (!palette.open) focusActiveTile();
        }}
      >
        <DialogSurface aria-label="Command palette" className={s.surface} data-palette>
          {open && <PaletteBody />}
        </DialogSurface>
      </Dialog>
      <ImpersonateDialog open={impersonate} onClose={() => (accountDialogs.impersonate = false)} />
    </>
  );
}

function PaletteBody() {
  const s = useStyles();
  const snap = useSnapshot(palette);
  const ws = useSnapshot(workspace);
  const sel = useSnapshot(selection);
  useSnapshot(keymapOverrides);
  const page = snap.pages[snap.pages.length - 1] as PalettePage;
  const search = snap.searches[snap.searches.length - 1] ?? '';
  const wantsWells = page.kind === 'root' || page.kind === 'well';
  const wells = usePaletteWells(search, wantsWells);
  const records = useParamRecords(page);
  const inputRef = useRef<HTMLInputElement>(null);
  useSnapshot(appState);
  const frecency = useMemo(() => frecencyIndex(), [appState.config[PALETTE_RECENT_KEY]]);

  const entries = useMemo<PaletteEntry[]>(() => {
    switch (page.kind) {
      case 'root':
        return rootEntries({
          bindings: currentBindings(),
          whyNotRoute: whyNotOpen,
          wells: wells.list,
          layouts: ws.layouts,
          activeLayoutId: ws.activeLayoutId,
          stage: sel.stage,
          frecency,
        });
      case 'well':
        return wells.list.map((w) => wellEntry(w, 'Wells', ''));
      case 'period':
        return periodEntries(page.target);
      case 'layouts':
        return layoutEntries(ws.layouts, ws.activeLayoutId, page.action);
      case 'dashboards': {
        const c = ws.focusedTabId ? ws.tabs[ws.focusedTabId] : undefined;
        const area = c ? dashboardAreaOfPane(c.pane) : null;
        return area ? dashboardEntries(area, workspace.dashboards, c!.params[DASHBOARD_PARAM] ?? null) : [];
      }
      case 'widgets':
        return widgetEntries().filter((e) => !(e.action.kind === 'widget' && page.exclude?.includes(e.action.paneId)));
      case 'choice': {
        const c = paramChoices(routeById(page.routeId), page.name);
        if (c.kind === 'fixed') return choiceEntries(c.list, 'Choose');
        return choiceEntries(records.data ?? [], c.kind === 'records' ? c.what[0].toUpperCase() + c.what.slice(1) : 'Choose');
      }
      case 'options':
        return choiceEntries(page.options, 'Choose');
      case 'text':
        return [];
    }
    // Entries depend on the page, wells, layouts, focus and selection (for availability).
  }, [
    page,
    wells.list,
    records.data,
    frecency,
    ws.layouts,
    ws.activeLayoutId,
    ws.focusedTabId,
    ws.tabs,
    ws.dashboards,
    ws.revision,
    sel.wellId,
    sel.stage,
    keymapOverrides.overrides,
  ]);

  // A user who asked for it never sees screens not built yet, typed for or not.
  const hideUnbuilt = useSnapshot(preferences).hide_unbuilt === true;
  const filter = useMemo(() => narrowingFilter(prepare(hideUnbuilt ? entries.filter((e) => !e.notBuilt) : entries)), [entries, hideUnbuilt]);
  const shown = useMemo(() => {
    if (page.kind === 'root' && !search.trim()) {
      // Nothing typed: the available commands, grouped in the order a keyboard user reaches for them.
      // Screens not built yet are found by typing, never offered unasked.
      const rank = (g: string) => GROUP_ORDER.indexOf(g) + 1 || 99;
      const offered = withRecentFirst(
        entries.filter((e) => !e.disabledReason && !e.notBuilt),
        frecency,
      );
      return offered.sort((a, b) => rank(a.group) - rank(b.group)).slice(0, RESULT_LIMIT);
    }
    return filter(search, RESULT_LIMIT);
  }, [filter, entries, search, page.kind, frecency]);

  const groups = useMemo(() => groupEntries(shown), [shown]);

  const [value, setValue] = usePaletteSelection(shown);
  useEffect(() => inputRef.current?.focus(), [page]);

  const finish = (close: boolean) => {
    if (close && palette.open) {
      closePalette();
      focusActiveTile();
    }
  };

  const run = (entry: PaletteEntry | undefined, m: Modifiers) => {
    if (!entry) return;
    // Commands, screens and wells chosen on the root page rank higher next time.
    if (page.kind === 'root' && !entry.disabledReason) recordUse(entry.id);
    finish(activate(entry, m));
  };

  // A click runs what Enter without modifiers would; stable, so rows that did not change are not rendered again.
  const runRef = useRef(run);
  useLayoutEffect(() => void (runRef.current = run));
  const onClickRun = useCallback((e: PaletteEntry) => runRef.current(e, { ctrl: false, shift: false, alt: false }), []);

  const submitText = async (m: Modifiers) => {
    if (page.kind !== 'text') return;
    const depth = palette.pages.length;
    const err = await page.submit(search, placementOf(m));
    if (err) palette.error = err;
    else if (err === null && palette.pages.length === depth) finish(true);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const m: Modifiers = { ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey, alt: e.altKey };
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (page.kind === 'text') void submitText(m);
      else
        run(
          shown.find((x) => x.id === value),
          m,
        );
    } else if (e.key === 'Backspace' && search === '' && snap.pages.length > 1) {
      e.preventDefault();
      popPage();
    }
  };

  const placeholder =
    page.kind === 'root'
      ? 'Open a pane, select a well, run a command…'
      : page.kind === 'text'
        ? page.placeholder
        : page.kind === 'well'
          ? 'Search wells by name, field or rig'
          : 'Filter…';

  return (
    <Command label="Command palette" shouldFilter={false} vimBindings={false} loop value={value} onValueChange={setValue} onKeyDown={onKeyDown}>
      {snap.pages.length > 1 && (
        <div className={s.trail} aria-label="Palette pages">
          {snap.pages.slice(1).map((p, i) => (
            <span key={i} className={s.crumb}>
              {'title' in p ? p.title : ''}
            </span>
          ))}
        </div>
      )}
      <div className={s.inputRow}>
        <Command.Input
          ref={inputRef}
          className={s.input}
          value={search}
          onValueChange={(v) => {
            setSearch(v);
            palette.error = null;
          }}
          placeholder={placeholder}
          aria-label={page.kind === 'text' ? page.title : 'Command'}
          data-palette-input
        />
        {wantsWells && wells.loading && <Spinner size="extra-tiny" aria-label="Searching wells" />}
      </div>
      {snap.error && (
        <div className={s.error} role="alert">
          {snap.error}
        </div>
      )}
      <Command.List className={s.list}>
        {page.kind !== 'text' && (
          <Command.Empty className={s.empty}>
            {wells.loading || records.isLoading
              ? 'Searching…'
              : records.error
                ? `Could not load: ${String(records.error.message ?? records.error)}`
                : page.kind === 'choice' && !search
                  ? 'Nothing to choose for this well'
                  : 'Nothing matches'}
          </Command.Empty>
        )}
        {page.kind === 'text' && <div className={s.textHint}>{page.title}: type, then Enter</div>}
        <PaletteResults groups={groups} onRun={onClickRun} />
      </Command.List>
      <div className={s.footer} aria-hidden>
        {hintsOf(page, snap.pages.length).map(([k, text]) => (
          <span key={text} className={s.hint}>
            <Kbd>{k}</Kbd> {text}
          </span>
        ))}
        {wantsWells && wells.serverSearch && <span className={s.hint}>{wells.total} wells: searched on the server as you type</span>}
      </div>
    </Command>
  );
}

/** The keys that mean something on this page, as the footer lists them. */
function hintsOf(page: PalettePage, depth: number): [string, string][] {
  const back: [string, string] = ['Esc', depth > 1 ? 'back' : 'close'];
  const enter = kbdLabel('Enter');
  const placing: [string, string][] = [
    [enter, 'focused tile'],
    [kbdLabel('$mod+Enter'), 'new split'],
    [kbdLabel('Shift+Enter'), 'new tab'],
  ];
  if (page.kind === 'root') return [...placing, [kbdLabel('Alt+Enter'), 'pinned to a well'], back];
  if (page.kind === 'well' && page.purpose.kind === 'open') return [...placing, back];
  if (page.kind === 'choice') return page.alt && !page.pin ? [[enter, 'choose, then the well'], back] : [...placing, back];
  if (page.kind === 'text') return [[enter, 'confirm'], back];
  return [[enter, 'choose'], back];
}

/** The records a choice page lists (a well's plans), fetched when the page opens. */
function useParamRecords(page: PalettePage) {
  const source = page.kind === 'choice' && page.wellId ? recordSource(page.name) : undefined;
  const key = source && page.kind === 'choice' ? ['palette-records', page.name, page.wellId] : null;
  return useSWR(key, () => source!.load((page as Extract<PalettePage, { kind: 'choice' }>).wellId!), { revalidateOnFocus: false, shouldRetryOnError: false });
}
