/**
 * Renders one pane instance: looks its type up in the registry (provided by the app through
 * PaneRegistryContext), loads it lazily, and wraps it in the element automated checks count:
 * `data-pane` (its type), `data-pane-status` (ready | not-ready: what the registry says) and
 * `data-pane-state` (what the user sees now, see paneShows).
 */
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Component, Suspense, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { notify } from '../state/notifications';
import { selection } from '../state/selection';
import { CHUNK_FAILED_MESSAGE, lazyPane } from './lazy-pane';
import type { PaneInstance } from './pane-types';
import { usePaneTypeLookup } from './pane-registry-context';
import { observePaneState } from './pane-state-observer';

const useStyles = makeStyles({
  pane: { display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, flexGrow: 1, height: '100%' },
  center: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    flexGrow: 1,
  },
});

export function PaneHost({ instance }: { instance: PaneInstance }) {
  const s = useStyles();
  const sel = useSnapshot(selection);
  const [attempt, setAttempt] = useState(0);
  const type = usePaneTypeLookup()(instance.pane);
  if (!type) throw new Error(`Unknown pane type ${instance.pane}`);
  // Chosen once per pane type and attempt, so later renders never swap the component (and lose its state).
  const Pane = useMemo(() => lazyPane(type.id, type.load, attempt), [type, attempt]);
  const wellId = instance.well === 'follow' ? (instance.params.well_uid ?? sel.wellId) : instance.well;
  const info = { id: type.id, title: type.title, kind: type.kind, folder: type.folder, ready: type.ready };
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => (ref.current ? observePaneState(ref.current) : undefined), []);

  return (
    <section ref={ref} className={s.pane} data-pane={type.id} data-pane-status={type.ready ? 'ready' : 'not-ready'} aria-label={type.title}>
      <ChunkBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)} className={s.center}>
        <Suspense
          fallback={
            <div className={s.center} data-pane-loading>
              <Spinner label={`Loading ${type.title}…`} />
            </div>
          }
        >
          <Pane paneType={info} instance={instance} wellId={wellId ?? null} />
        </Suspense>
      </ChunkBoundary>
    </section>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  className: string;
  children: ReactNode;
}

/** Catches a failed chunk (and any render error) so one broken pane never blanks the workspace. */
class ChunkBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    notify('error', error.message === CHUNK_FAILED_MESSAGE ? CHUNK_FAILED_MESSAGE : `This pane failed: ${error.message}`);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error.message === CHUNK_FAILED_MESSAGE;
    return (
      <div className={this.props.className} role="alert" data-pane-error={chunk ? 'chunk' : 'render'}>
        <Text weight="semibold">{chunk ? CHUNK_FAILED_MESSAGE : 'This pane failed to render'}</Text>
        <Text>{chunk ? 'The connection dropped while this pane was loading.' : error.message}</Text>
        <Button appearance="primary" onClick={this.props.onRetry}>
          Retry
        </Button>
        {chunk && <Button onClick={() => window.location.reload()}>Reload the page</Button>}
      </div>
    );
  }
}
