/**
 * What a pane shows a user now, written on its host element as `data-pane-state`:
 *
 *   error    the error boundary caught a crash, or the pane says its data failed
 *   loading  its chunk or its data is on the way (or the server is still generating the history)
 *   empty    it says it has nothing to show (no well, no data for this well, no access)
 *   content  none of those: it shows its data
 *
 * Read from the markers panes already put on their state messages (`data-pane-message`, the logs'
 * inner `data-pane-state`, the boundary's `data-pane-error`), so no pane reports twice. A nested
 * pane (a dashboard's tile) counts for the host around it: a dashboard with a crashed tile is in
 * error, with an empty tile it is empty. The e2e sweep (tests/e2e/ready-panes.spec.ts) reads this.
 */
export type PaneShows = 'error' | 'loading' | 'empty' | 'content';

const ERROR = '[data-pane-error], [data-pane-message="error"], [data-pane-state="error"]';
const LOADING = '[data-pane-loading], [data-pane-message="loading"], [data-pane-state="loading"], [data-pane-state="generating"]';
const EMPTY = '[data-pane-message="empty"], [data-pane-message="no-well"], [data-pane-state="empty"], [data-pane-state="no-well"], [data-pane-state="refused"]';

export function paneShows(host: Element): PaneShows {
  if (host.querySelector(ERROR)) return 'error';
  if (host.querySelector(LOADING)) return 'loading';
  if (host.querySelector(EMPTY)) return 'empty';
  return 'content';
}

const WATCHED = ['data-pane-error', 'data-pane-message', 'data-pane-state', 'data-pane-loading'];

/** Keeps `data-pane-state` of `host` current (mutation records arrive batched); returns the dispose. */
export function observePaneState(host: HTMLElement): () => void {
  const update = () => {
    const next = paneShows(host);
    if (host.dataset.paneState !== next) host.dataset.paneState = next;
  };
  const observer = new MutationObserver(update);
  observer.observe(host, { subtree: true, childList: true, attributes: true, attributeFilter: WATCHED });
  update();
  return () => observer.disconnect();
}
