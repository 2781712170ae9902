/**
 * Whether the page is being left (pagehide: a navigation, a reload, the tab closing). Requests in
 * flight then fail as network errors; such a failure says nothing about the session: the user
 * profile load must not end it (seen: the next page opened signed out, its token cleared by the
 * leaving page's failed profile load). A page restored from the back-forward cache is live again.
 */
let leaving = false;

export function watchPageLeaving(target: Pick<EventTarget, 'addEventListener'>): void {
  target.addEventListener('pagehide', () => (leaving = true));
  target.addEventListener('pageshow', () => (leaving = false));
}

export const pageIsLeaving = (): boolean => leaving;

if (typeof window !== 'undefined') watchPageLeaving(window);
