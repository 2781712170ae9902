/**
 * The router: reads the address bar (wouter, history mode), asks decideRoute what it means, performs
 * redirects, sets the page title, and renders the route's pane, inside the shell or full screen.
 */
import { Suspense, lazy, useEffect, useMemo } from 'react';
import { isKioskSearch, isTvSearch } from '../features/workspace/kiosk';
import { setKiosk, setTv } from '../state/workspace';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import type { PaneInstance } from '../panes/pane-types';
import { PaneHost } from '../panes/pane-host';
import { selection } from '../state/selection';
import { session } from '../state/session';
import { isMobile, viewport } from '../state/viewport';
import { decideRoute } from './decide-route';
import { guardUserOf } from './guard-user';
import { redirectTo } from './navigation';
import { Splash } from './splash';
import { useBoot } from './use-boot';
import { useRouteSelection } from './use-route-selection';
import { AccountKeys } from './use-route-keys';

const loadShell = () => import('./shell/signed-in-shell');
const SignedInShell = lazy(loadShell);
// A returning user has a token: fetch the shell while the profile loads, not after.
if (session.token) void loadShell();

export function RouteHost() {
  useBoot();
  const [pathname] = useLocation();
  const search = useSearch();
  const { token, userStatus, user } = useSnapshot(session);
  const { widthPx } = useSnapshot(viewport);
  const { wellId } = useSnapshot(selection);
  const waitingForUser = token !== null && userStatus !== 'success';

  const decision = useMemo(() => {
    if (waitingForUser) return null;
    const profile = session.user;
    return decideRoute(pathname, search, {
      user: profile ? guardUserOf(profile) : null,
      isMobile: isMobile(),
      selectedWellId: selection.wellId,
      defaultStage: profile?.default_stage ?? 'drilling',
    });
    // user and widthPx are read through the proxies; listed so a change re-decides.
  }, [pathname, search, waitingForUser, user, widthPx, wellId]);

  useEffect(() => {
    if (decision?.kind === 'go') redirectTo(decision.to);
  }, [decision]);

  const rendered = decision?.kind === 'render' ? decision : null;
  useRouteSelection(rendered?.route ?? null, rendered?.params ?? EMPTY, pathname, search);

  useEffect(() => {
    if (rendered) document.title = `${rendered.route.title} · Drillspace`;
  }, [rendered]);

  // Kiosk mode is a URL flag, so a wall display's URL brings it back after a restart.
  const kiosk = isKioskSearch(search);
  const tv = isTvSearch(search);
  useEffect(() => setKiosk(kiosk), [kiosk]);
  useEffect(() => setTv(tv), [tv]);

  const instance = useMemo<PaneInstance | null>(
    () =>
      rendered && rendered.route.pane
        ? { pane: rendered.route.pane, params: { ...Object.fromEntries(rendered.query), ...rendered.params }, well: 'follow', period: 'follow' }
        : null,
    [rendered],
  );

  useEffect(() => {
    const root = document.documentElement;
    if (instance && rendered) root.dataset.appReady = rendered.route.area === 'public' ? 'public' : 'signed-in';
    else delete root.dataset.appReady;
  }, [instance, rendered]);

  if (!rendered || !instance) return <Splash label={waitingForUser ? 'Signing in…' : 'Opening…'} />;
  if (rendered.route.chrome === 'none')
    return (
      <>
        <AccountKeys />
        <PaneHost instance={instance} />
      </>
    );
  return (
    <Suspense fallback={<Splash label="Opening…" />}>
      <SignedInShell route={rendered.route} params={rendered.params} search={search} kiosk={kiosk} />
    </Suspense>
  );
}

const EMPTY: Record<string, string> = {};
