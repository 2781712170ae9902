/** Admin › Bids: the declared list (entities/bids.ts); Enter opens a bid and its items. */
import type { PaneProps } from '../pane-types';
import { bids } from './entities/bids';
import { EntityListPane } from './frame/entity-list-pane';

export default function BidsPane(_: PaneProps) {
  return <EntityListPane decl={bids} />;
}
