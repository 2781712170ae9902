/** Admin › Companies: the declared list (entities/companies.ts); Enter opens a company. */
import type { PaneProps } from '../pane-types';
import { companies } from './entities/companies';
import { EntityListPane } from './frame/entity-list-pane';

export default function CompaniesPane(_: PaneProps) {
  return <EntityListPane decl={companies} />;
}
