/** Admin › Projects › one project: its fields and its wells; Enter on a well opens it. */
import { useRelated } from '../../api/admin-entities';
import type { PaneProps } from '../pane-types';
import { projects, type ProjectRow } from './entities/projects';
import { wells, type WellRow } from './entities/wells';
import { EntityDetailPane } from './frame/entity-detail-pane';
import { openRecord } from './frame/open-record';
import { RelatedTable } from './frame/related-table';

function ProjectWells({ project }: { project: ProjectRow }) {
  const rows = useRelated<WellRow>(`projects/${encodeURIComponent(project.id)}/wells`);
  return (
    <RelatedTable
      id="wells"
      title="Wells"
      rows={rows.data}
      columns={wells.columns.filter((c) => c.id !== 'project')}
      rowKey={(r) => r.id}
      empty="No well in this project."
      onActivate={(r) => void openRecord(wells.detailRoute, r.id, r.name)}
    />
  );
}

export default function ProjectPane({ instance }: PaneProps) {
  return (
    <EntityDetailPane<ProjectRow> decl={projects} id={instance.params.id}>
      {(p) => <ProjectWells project={p} />}
    </EntityDetailPane>
  );
}
