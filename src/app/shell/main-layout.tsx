/**
 * The shell around the workspace: top bar, impersonation banner, breadcrumbs, main area, footer;
 * and the keyboard layer over it (palette, cheat sheet). In kiosk mode (wall displays) only the
 * workspace is shown; the impersonation banner stays, because acting as someone else must never be
 * invisible.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { RouteDef } from '../../commands/route-types';
import { ImpersonationBanner } from '../../features/impersonation/impersonation-banner';
import { CheatSheet } from '../../features/keyboard/cheat-sheet';
import { applyKeymapFromPreferences } from '../../features/keyboard/keymap-overrides';
import { KioskHint } from '../../features/workspace/kiosk-hint';
import { TvStatus } from '../../features/workspace/tv-status';
import { WallAlarmBanner, WallRunner } from '../../features/wall/wall-runner';
import { workspace } from '../../state/workspace';
import { PaletteHost } from '../../features/palette/palette-host';
import { preferences } from '../../state/preferences';
import { session } from '../../state/session';
import { useRouteKeys } from '../use-route-keys';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { TopBar } from './top-bar';

const useStyles = makeStyles({
  root: { height: '100vh', display: 'flex', flexDirection: 'column', overflow: 'hidden' },
  main: {
    flexGrow: 1,
    minHeight: 0,
    display: 'flex',
    flexDirection: 'column',
    margin: tokens.spacingHorizontalS,
    marginTop: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  kiosk: { margin: 0, borderRadius: 0 },
  default: { boxShadow: tokens.shadow4 },
  bordered: { border: `1px solid ${tokens.colorNeutralStroke1}` },
});

export function MainLayout({ route, kiosk = false, children }: { route: RouteDef; kiosk?: boolean; children: ReactNode }) {
  const s = useStyles();
  const prefs = useSnapshot(preferences);
  const { user } = useSnapshot(session);
  const { tv } = useSnapshot(workspace);
  useRouteKeys();
  useEffect(() => applyKeymapFromPreferences(session.user?.preferences), [user]);
  return (
    <div className={s.root} data-shell data-kiosk={kiosk || undefined}>
      {!kiosk && <TopBar route={route} />}
      <ImpersonationBanner />
      {!kiosk && <Breadcrumbs route={route} />}
      <WallAlarmBanner />
      <main className={`${s.main} ${kiosk ? s.kiosk : prefs.skin === 'bordered' ? s.bordered : s.default}`}>{children}</main>
      {prefs.footer && !kiosk && <Footer />}
      {kiosk && !tv && <KioskHint />}
      {tv && <TvStatus />}
      <WallRunner />
      <PaletteHost />
      <CheatSheet />
    </div>
  );
}
