/** Admin › Wells (MANAGE_WELLS): the declared list (entities/wells.ts); Enter opens a well's settings. */
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { mayManageWells } from './entities/wells';
import type { PaneProps } from '../pane-types';
import { wells } from './entities/wells';
import { EntityListPane } from './frame/entity-list-pane';

export default function WellsPane(_: PaneProps) {
  useSnapshot(session);
  return <EntityListPane decl={wells} canWrite={mayManageWells()} />;
}
