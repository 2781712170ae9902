/**
 * Admin › Companies › one company: its fields, its employees (add one: the user form with the
 * company chosen), its projects and its wells; Enter on a row opens it.
 */
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { refreshEntities, useRelated } from '../../api/admin-entities';
import { notify } from '../../state/notifications';
import type { PaneProps } from '../pane-types';
import { companies, type CompanyRow } from './entities/companies';
import { projects, type ProjectRow } from './entities/projects';
import { users, type UserRow } from './entities/users';
import { wells, type WellRow } from './entities/wells';
import { EntityDetailPane } from './frame/entity-detail-pane';
import { EntityFormDialog } from './frame/entity-form-dialog';
import { openRecord } from './frame/open-record';
import { RelatedTable } from './frame/related-table';

function CompanyRelated({ company }: { company: CompanyRow }) {
  const base = `companies/${encodeURIComponent(company.id)}`;
  const employees = useRelated<UserRow>(`${base}/employees`);
  const companyProjects = useRelated<ProjectRow>(`${base}/projects`);
  const companyWells = useRelated<WellRow>(`${base}/wells`);
  const [adding, setAdding] = useState(false);
  return (
    <>
      <RelatedTable
        id="employees"
        title="Employees"
        rows={employees.data}
        columns={users.columns.filter((c) => c.id !== 'company')}
        rowKey={(r) => String(r.id)}
        empty="No employee yet."
        onActivate={(r) => void openRecord(users.detailRoute, r.id, r.name)}
        tools={
          <Button size="small" onClick={() => setAdding(true)}>
            New employee
          </Button>
        }
      />
      {adding && (
        <EntityFormDialog<UserRow>
          decl={users}
          target={{ mode: 'create', preset: { company_id: company.id } }}
          onClose={() => setAdding(false)}
          onSaved={(u) => {
            setAdding(false);
            notify('success', `User ${u.name} created in ${company.name}`);
            void refreshEntities(base);
            void refreshEntities(users.path);
          }}
        />
      )}
      <RelatedTable
        id="projects"
        title="Projects"
        rows={companyProjects.data}
        columns={projects.columns.filter((c) => c.id !== 'company')}
        rowKey={(r) => r.id}
        empty="No project."
        onActivate={(r) => void openRecord(projects.detailRoute, r.id, r.name)}
      />
      <RelatedTable
        id="wells"
        title="Wells"
        rows={companyWells.data}
        columns={wells.columns.filter((c) => c.id !== 'company')}
        rowKey={(r) => r.id}
        empty="No well."
        onActivate={(r) => void openRecord(wells.detailRoute, r.id, r.name)}
      />
    </>
  );
}

export default function CompanyPane({ instance }: PaneProps) {
  return (
    <EntityDetailPane<CompanyRow> decl={companies} id={instance.params.id}>
      {(c) => <CompanyRelated company={c} />}
    </EntityDetailPane>
  );
}
