/** Admin › Projects: the declared list (entities/projects.ts); Enter opens a project. */
import type { PaneProps } from '../pane-types';
import { projects } from './entities/projects';
import { EntityListPane } from './frame/entity-list-pane';

export default function ProjectsPane(_: PaneProps) {
  return <EntityListPane decl={projects} />;
}
