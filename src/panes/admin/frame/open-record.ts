/** Opening a record's detail route (or back to a list) in the focused tile: back returns. */
import { openRoute } from '../../../features/workspace/open-route';
import { notify } from '../../../state/notifications';

export async function openRecord(routeId: string, id: string | number | null, what: string): Promise<void> {
  const why = await openRoute({ routeId, params: id === null ? {} : { id: String(id) }, placement: 'focused' });
  if (why) notify('warning', `${what} cannot open: ${why}`);
}
