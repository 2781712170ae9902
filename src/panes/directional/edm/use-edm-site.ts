/**
 * Which project and site an EDM view draws: the project as the planning panes choose it (route,
 * selected well, first), the site chosen in the bar (default the site holding the pane's well, else
 * the project's first), and its designs.
 */
import { useState } from 'react';
import { useEdmTrajectories, type EdmDesignPath } from '../../../api/edm';
import type { PaneProps } from '../../pane-types';
import { useProjectScope } from '../planning/use-project-scope';

export function useEdmSite(props: PaneProps) {
  const scope = useProjectScope(props);
  const [chosen, setChosen] = useState<{ project: string | null; site: string } | null>(null);
  const siteId = chosen && chosen.project === scope.projectId ? chosen.site : null;
  const q = useEdmTrajectories(scope.projectId, siteId, props.wellId);
  const data = q.data?.data ?? null;
  return {
    scope,
    data,
    error: q.error,
    loading: !data && !q.error && scope.projectId !== null,
    siteOptions: (data?.sites ?? []).map((s) => ({ value: s.id, label: s.name })),
    siteId: data?.site_id ?? '',
    chooseSite: (site: string) => setChosen({ project: scope.projectId, site }),
    empty:
      data && data.designs.length === 0
        ? data.sites.length
          ? 'This EDM site has no designs yet.'
          : "This project's EDM is empty: import an EDM export."
        : null,
  };
}

/** A wellbore's label: its well, and the wellbore's own name when it differs (a sidetrack). */
export const boreLabel = (d: Pick<EdmDesignPath, 'well_name' | 'wellbore_name'>) =>
  d.wellbore_name === d.well_name ? d.well_name : `${d.well_name} / ${d.wellbore_name}`;

/** Designs grouped by wellbore, in the server's order. */
export function byWellbore(designs: readonly EdmDesignPath[]): EdmDesignPath[][] {
  const groups = new Map<string, EdmDesignPath[]>();
  for (const d of designs) groups.set(d.wellbore_id, [...(groups.get(d.wellbore_id) ?? []), d]);
  return [...groups.values()];
}
