/**
 * Whether a pane is on screen. The workspace host provides it per tab; a hidden (background) tab
 * gets false and must not poll, subscribe to live data or do heavy rendering. Outside a workspace
 * (single-widget routes, print) a pane is always active.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface PaneActivity {
  /** The tab is visible in its tab set (not a background tab, not hidden by a maximised tile). */
  visible: boolean;
  /** The tile has keyboard focus in the workspace. */
  focused: boolean;
  /** Stable id of this pane instance (tab id), for linked cursors and per-instance settings. */
  instanceId: string;
}

const PaneActivityContext = createContext<PaneActivity>({ visible: true, focused: true, instanceId: 'standalone' });

export function PaneActivityProvider({ value, children }: { value: PaneActivity; children: ReactNode }) {
  return <PaneActivityContext.Provider value={value}>{children}</PaneActivityContext.Provider>;
}

export function usePaneActivity(): PaneActivity {
  return useContext(PaneActivityContext);
}
