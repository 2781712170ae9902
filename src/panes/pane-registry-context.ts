/**
 * The pane registry as PaneHost reads it. The registry's lazy loaders reach every pane, and some panes
 * (dashboards, single-widget and print views) render PaneHost themselves, so PaneHost must not import
 * the registry: the app, at the top of the import graph, provides it here.
 */
import { createContext, useContext } from 'react';
import type { PaneType } from './pane-types';

export type PaneTypeLookup = (id: string) => PaneType | undefined;

export const PaneRegistryContext = createContext<PaneTypeLookup | null>(null);

export function usePaneTypeLookup(): PaneTypeLookup {
  const lookup = useContext(PaneRegistryContext);
  if (!lookup) throw new Error('PaneHost rendered outside PaneRegistryContext: the app provides the pane registry');
  return lookup;
}
