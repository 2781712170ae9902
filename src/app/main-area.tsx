/**
 * The main area of the shell: the tiling workspace. The router hands it the URL it rendered; the
 * workspace focuses or opens the pane the URL names, and keeps the address bar on the focused pane.
 */
import type { RouteDef } from '../commands/route-types';
import { WorkspaceHost } from '../features/workspace/workspace-host';

export function MainArea({ route, params, search }: { route: RouteDef; params: Readonly<Record<string, string>>; search: string }) {
  return <WorkspaceHost route={route} params={params} search={search} />;
}
