/**
 * What a logs or statistics pane says instead of data: no well, loading, the server still generating
 * the well's history (with its progress), an error, no data in the window, or no access to the live
 * topic. One component so every pane says it the same way.
 */
import { Body1, Caption1, ProgressBar, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { GenerationStatus } from '../../api/logs';
import { messages } from '../../domain/validation/messages';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    maxWidth: '90%',
    pointerEvents: 'auto',
    textAlign: 'center',
  },
  bar: { width: '220px', maxWidth: '100%' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export type PaneStateKind = 'no-well' | 'loading' | 'generating' | 'error' | 'empty' | 'refused';

export function generationLabel(g: GenerationStatus): string {
  const pct = Math.floor(g.fraction * 100);
  return g.state === 'catching_up' ? `Catching up with the rig ${pct}%` : `Generating history ${pct}%`;
}

/** The one state a pane is in, most important first; null when it has data to show. */
export function paneState(o: {
  wellId: string | null;
  loading: boolean;
  error: string | null;
  generation: GenerationStatus | null;
  empty: boolean;
  refused?: string | null;
}): PaneStateKind | null {
  if (!o.wellId) return 'no-well';
  if (o.error) return 'error';
  if (o.generation && (o.generation.state === 'generating' || o.generation.state === 'catching_up') && o.empty) return 'generating';
  if (o.loading && o.empty) return 'loading';
  if (o.refused) return 'refused';
  if (o.empty) return 'empty';
  return null;
}

export function PaneStateView(p: {
  kind: PaneStateKind;
  error?: string | null;
  generation?: GenerationStatus | null;
  refused?: string | null;
  emptyText?: string;
  /** How to find data from an empty window in this pane (only panes with such a way say one). */
  emptyHint?: string;
}) {
  const s = useStyles();
  const g = p.generation;
  switch (p.kind) {
    case 'no-well':
      return (
        <div className={s.box} data-pane-state="no-well">
          <Body1>{messages.selectWell}</Body1>
        </div>
      );
    case 'loading':
      return (
        <div className={s.box} data-pane-state="loading">
          <Spinner size="small" label="Loading…" />
        </div>
      );
    case 'generating':
      return (
        <div className={s.box} data-pane-state="generating" role="status">
          <Body1>{g ? generationLabel(g) : 'Generating history'}</Body1>
          <ProgressBar className={s.bar} value={g?.fraction ?? undefined} thickness="large" />
          <Caption1>The server is still writing this well's history; what exists so far shows as it lands.</Caption1>
        </div>
      );
    case 'error':
      return (
        <div className={s.box} data-pane-state="error" role="alert">
          <Body1 className={s.error}>Could not load: {p.error}</Body1>
        </div>
      );
    case 'refused':
      return (
        <div className={s.box} data-pane-state="refused" role="status">
          <Body1>No live data: {p.refused}</Body1>
        </div>
      );
    case 'empty':
      return (
        <div className={s.box} data-pane-state="empty">
          <Body1>{p.emptyText ?? 'No data in this window.'}</Body1>
          {p.emptyHint && <Caption1>{p.emptyHint}</Caption1>}
        </div>
      );
  }
}
