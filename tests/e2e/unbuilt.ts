/**
 * A screen not built yet, for the tests of how such screens behave (a chunk that fails, the palette's
 * "Not built yet" marks): read off the registry at run time, so building a screen never breaks them.
 */
import { resolvePath } from '../../src/commands/resolve-url';
import { paneType } from '../../src/panes/registry';
import { routeLines } from '../manifest/spec-files';

/** The first documented route without parameters whose pane is not built yet, or undefined when every one is. */
export function unbuiltRoute(): { url: string; pane: string; title: string } | undefined {
  for (const line of routeLines()) {
    if (line.path.includes('{') || /^(redirect|disabled)/.test(line.text)) continue;
    const pane = resolvePath(line.path)?.route.pane;
    const type = pane ? paneType(pane) : undefined;
    if (type && type.kind === 'route' && !type.ready) return { url: line.path, pane: type.id, title: type.title };
  }
  return undefined;
}

/** Whether the palette entry `route.<id>` opens a built screen. */
export const entryBuilt = (entryId: string): boolean => paneType(entryId.replace(/^route\./, ''))?.ready === true;
