/**
 * Which project a well-planning pane shows: the route's project_id, else the selected well's
 * project, else the first project the user may see; the bar's chooser switches it for this pane.
 */
import { Select } from '@fluentui/react-components';
import { useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { api } from '../../../api/request';
import { selection } from '../../../state/selection';
import type { PaneProps } from '../../pane-types';

interface ProjectRow {
  id: string;
  name: string;
}

export interface ProjectScope {
  projectId: string | null;
  projectName: string | null;
  projects: ProjectRow[];
  loading: boolean;
  error: unknown;
  choose(id: string): void;
}

export function useProjectScope(props: PaneProps): ProjectScope {
  const { well } = useSnapshot(selection);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = useSWR('planning/projects', () => api.get<{ data: ProjectRow[] }>('projects', undefined, { hideMessage: true }), { revalidateOnFocus: false });
  const projects = list.data?.data ?? [];
  const fromRoute = props.instance.params.project_id || null;
  // the pane's own well (pinned, or a single-widget route's) before the global selection
  const paneWell = useSWR(props.wellId && props.wellId !== well?.id ? ['planning/pane-well', props.wellId] : null, () =>
    api.get<{ data: { project_id: string | null } }>(`wells/${encodeURIComponent(props.wellId!)}`, undefined, { hideMessage: true }),
  );
  const fromPaneWell = paneWell.data?.data.project_id != null ? String(paneWell.data.data.project_id) : null;
  const fromWell = well?.project_id != null ? String(well.project_id) : null;
  const projectId = chosen ?? fromRoute ?? fromPaneWell ?? fromWell ?? (paneWell.isLoading ? null : (projects[0]?.id ?? null));
  return {
    projectId,
    projectName: projects.find((p) => p.id === projectId)?.name ?? null,
    projects,
    loading: list.isLoading || paneWell.isLoading,
    error: list.error,
    choose: setChosen,
  };
}

export function ProjectChooser({ scope }: { scope: ProjectScope }) {
  if (scope.projects.length < 2 && scope.projectName) return null;
  return (
    <Select size="small" aria-label="Project" value={scope.projectId ?? ''} onChange={(_, d) => scope.choose(d.value)} style={{ minWidth: 220 }}>
      {scope.projects.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </Select>
  );
}

export const errorText = (e: unknown) => String((e as Error)?.message ?? e);
