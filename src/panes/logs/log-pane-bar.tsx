/**
 * The strip above a log: which well (two wells share a wall), the span on screen, whether it follows
 * the live rig, zoom buttons (the keys are on the log itself), history generation progress, and the
 * pane's actions (configure, export, import).
 */
import { Button, Caption1, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import type { GenerationStatus } from '../../api/logs';
import type { IndexAxis } from '../../features/log-tracks/track-types';
import { zoomWindow, type LogWindow } from '../../features/log-tracks/zoom';
import { LogExportMenu, type ExportRange } from './log-export-menu';
import { generationLabel } from './pane-state';
import { formatNumber } from '../../domain/format';
import { paneBarStyle } from '../pane-chrome';

const useStyles = makeStyles({
  bar: paneBarStyle,
  well: { fontWeight: tokens.fontWeightSemibold, fontSize: '14px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  title: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  spacer: { flexGrow: 1 },
  live: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    fontWeight: tokens.fontWeightBold,
    fontSize: '12px',
    color: tokens.colorPaletteRedForeground1,
    letterSpacing: '0.05em',
  },
  dot: { width: '8px', height: '8px', borderRadius: '50%', backgroundColor: tokens.colorPaletteRedBackground3 },
  small: { minWidth: '28px', padding: '0 6px', height: '24px' },
});

export function spanLabel(axis: IndexAxis, span: number): string {
  if (axis === 'depth') return `${span >= 100 ? Math.round(span) : formatNumber(span, { mask: '0.[0]' })} m`;
  if (span < 3600) return `${Math.round(span / 60)} min`;
  if (span < 2 * 86400) return `${formatNumber(span / 3600, { mask: '0.[0]' })} h`;
  return `${formatNumber(span / 86400, { mask: '0.[0]' })} d`;
}

export function LogPaneBar(p: {
  title: string;
  wellName: string | null;
  axis: IndexAxis;
  window: LogWindow;
  live: boolean;
  latest: number | null;
  maxSpan: number;
  onWindow(w: LogWindow): void;
  generation: GenerationStatus | null;
  onConfigure?: () => void;
  onImport?: () => void;
  exportRange: ExportRange | null;
}) {
  const s = useStyles();
  const w = p.window;
  const anchor = w.follow ? (p.latest ?? w.end) : w.end - w.span / 2;
  const generating = p.generation && (p.generation.state === 'generating' || p.generation.state === 'catching_up');
  return (
    <div className={s.bar} data-log-bar>
      <Text className={s.well} data-well-name>
        {p.wellName ?? 'No well'}
      </Text>
      <Caption1 className={s.title}>{p.title}</Caption1>
      <div className={s.spacer} />
      {generating && <Caption1 data-generation>{generationLabel(p.generation!)}</Caption1>}
      <Caption1 data-span>{spanLabel(p.axis, w.span)}</Caption1>
      <Tooltip content="Zoom out (−)" relationship="label">
        <Button size="small" appearance="subtle" className={s.small} onClick={() => p.onWindow(zoomWindow(p.axis, w, 2, anchor, p.maxSpan))}>
          −
        </Button>
      </Tooltip>
      <Tooltip content="Zoom in (+)" relationship="label">
        <Button size="small" appearance="subtle" className={s.small} onClick={() => p.onWindow(zoomWindow(p.axis, w, 0.5, anchor, p.maxSpan))}>
          +
        </Button>
      </Tooltip>
      {p.live &&
        (w.follow ? (
          <span className={s.live} data-live="following" role="status" aria-label="Following the live rig">
            <span className={s.dot} />
            LIVE
          </span>
        ) : (
          <Button size="small" appearance="outline" onClick={() => p.onWindow({ ...w, end: p.latest ?? w.end, follow: true })} data-live="paused">
            Go live (End)
          </Button>
        ))}
      {p.onConfigure && (
        <Button size="small" appearance="subtle" onClick={p.onConfigure}>
          Configure…
        </Button>
      )}
      {p.onImport && (
        <Button size="small" appearance="subtle" onClick={p.onImport}>
          Import…
        </Button>
      )}
      {p.exportRange && <LogExportMenu range={p.exportRange} />}
    </div>
  );
}
