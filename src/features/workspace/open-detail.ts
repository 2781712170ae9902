/**
 * Opens an item of a list pane (a plan, a design, a BHA run, a shipment …) at its own route in a new
 * tab, pinned to the list's well when the list is pinned; says why when it cannot open.
 */
import { notify } from '../../state/notifications';
import { openRoute } from './open-route';

export async function openDetailTab(from: { well: string }, routeId: string, params: Record<string, string>, name: string): Promise<void> {
  const why = await openRoute({ routeId, params, placement: 'tab', ...(from.well !== 'follow' ? { pin: { id: from.well } } : {}) });
  if (why) notify('warning', `${name} cannot open: ${why}`);
}
