/**
 * Kiosk mode: the workspace without chrome, for wall displays. It is a URL flag (`?kiosk=1`), so a
 * display can be pointed at a kiosk URL and come back to it after a restart; the command toggles it
 * on the current URL without adding a history step.
 */
import { navigate } from 'wouter/use-browser-location';
import { KIOSK_QUERY, TV_QUERY } from './pane-href';

/** TV mode (`?tv=1`): kiosk for walls, with type sized to tiles and screen (src/app/tv-mode.css). */
export const isTvSearch = (search: string): boolean => new URLSearchParams(search).get(TV_QUERY) === '1';
export const isKioskSearch = (search: string): boolean => new URLSearchParams(search).get(KIOSK_QUERY) === '1' || isTvSearch(search);

export function withKiosk(href: string, on: boolean): string {
  const u = new URL(href, 'http://x');
  if (on) u.searchParams.set(KIOSK_QUERY, '1');
  else u.searchParams.delete(KIOSK_QUERY);
  return u.pathname + u.search;
}

export function toggleKiosk(): void {
  const here = window.location.pathname + window.location.search;
  navigate(withKiosk(here, !isKioskSearch(window.location.search)), { replace: true });
}

/** Enter TV mode, or leave it (and kiosk with it). */
export function toggleTv(): void {
  const here = new URL(window.location.pathname + window.location.search, 'http://x');
  const on = !isTvSearch(here.search);
  here.searchParams.delete(KIOSK_QUERY);
  if (on) here.searchParams.set(TV_QUERY, '1');
  else here.searchParams.delete(TV_QUERY);
  navigate(here.pathname + here.search, { replace: true });
}
