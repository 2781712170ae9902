/**
 * How a pane changes its own params (its configuration) so they are saved where the pane sits: a
 * workspace tab writes its tab config (saved with the layout, the URL follows), a dashboard's widget
 * writes its node of the dashboard's model (saved with a user dashboard; a system template keeps the
 * change for the session only, it is read-only). Outside both (single-widget routes, print, a
 * Multi-Tab's tabs) there is nowhere to save: the setter is null and the pane keeps its own state.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type PaneParamsSetter = (params: Record<string, string>) => void;

const PaneParamsContext = createContext<PaneParamsSetter | null>(null);

export function PaneParamsProvider({ value, children }: { value: PaneParamsSetter | null; children: ReactNode }) {
  return <PaneParamsContext.Provider value={value}>{children}</PaneParamsContext.Provider>;
}

export function usePaneParamsSetter(): PaneParamsSetter | null {
  return useContext(PaneParamsContext);
}
