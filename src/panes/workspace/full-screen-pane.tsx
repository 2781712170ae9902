/**
 * One pane full screen without chrome (single-widget routes, pop-out windows, /print): the pane on
 * its own, always on screen and focused, or an honest message when there is nothing to show.
 */
import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { PaneActivityProvider } from '../../features/workspace/pane-activity';
import { PaneHost } from '../pane-host';
import type { PaneInstance } from '../pane-types';
import { paneDecl } from '../pane-declarations';

const useStyles = makeStyles({
  // In the page's flow (not fixed), so the route's pane wrapper has the size of what it shows.
  root: {
    height: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    '@media print': { height: 'auto' },
  },
  message: { margin: 'auto', maxWidth: '560px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalXXL },
});

const ALWAYS_ON = { visible: true, focused: true, instanceId: 'full-screen' };

export function FullScreenPane({ instance, label }: { instance: PaneInstance; label: string }) {
  const s = useStyles();
  useEffect(() => {
    document.title = `${paneDecl(instance.pane)?.title ?? label} · Drillspace`;
  }, [instance.pane, label]);
  return (
    <div className={s.root} data-full-screen-pane={instance.pane}>
      <PaneActivityProvider value={ALWAYS_ON}>
        <PaneHost instance={instance} />
      </PaneActivityProvider>
    </div>
  );
}

export function FullScreenMessage({ title, children }: { title: string; children: ReactNode }) {
  const s = useStyles();
  return (
    <div className={s.root} role="alert" data-full-screen-message>
      <div className={s.message}>
        <Subtitle1>{title}</Subtitle1>
        <Body1>{children}</Body1>
      </div>
    </div>
  );
}
