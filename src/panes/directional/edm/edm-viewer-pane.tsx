/**
 * EDM Viewer (widget): the project's EDM as a tree, site (datum) → slot (template) → well → wellbore
 * → design, walked by keyboard (arrows move and open, Home/End, Enter; the detail follows the focused
 * item): a design shows its stations as computed by our minimum curvature in the site frame, the other
 * levels what they hold (datum, slot position, linked well, kick-off).
 */
import { Body1, Caption1, Tree, TreeItem, TreeItemLayout, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useEdmTrajectories, useProjectEdm, type EdmSiteNode } from '../../../api/edm';
import { VirtualTable } from '../../../features/virtual-table';
import type { PaneProps } from '../../pane-types';
import { useProjectScope } from '../planning/use-project-scope';
import { DEG, useDisplayUnits } from '../shared/display-units';
import { formatDecimals } from '../../../domain/format';
import { EdmFrame } from './edm-frame';
import { edmStationColumns } from './edm-columns';

const useStyles = makeStyles({
  split: { display: 'flex', flex: '1 1 0', minHeight: 0, gap: tokens.spacingHorizontalM },
  tree: { width: '42%', minWidth: '260px', overflow: 'auto', borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  detail: { flex: '1 1 0', display: 'flex', flexDirection: 'column', minWidth: 0, gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: '2px' },
});

type Selected = { kind: 'site' | 'slot' | 'well' | 'wellbore' | 'design'; id: string; siteId: string };

const dash = (v: string | null | undefined) => (v ? v : '-');

export default function EdmViewerPane(props: PaneProps) {
  const s = useStyles();
  const scope = useProjectScope(props);
  const u = useDisplayUnits();
  const q = useProjectEdm(scope.projectId);
  const tree = q.data?.data ?? null;
  const [sel, setSel] = useState<Selected | null>(null);
  const current = sel ?? (tree?.sites[0] ? { kind: 'site' as const, id: tree.sites[0].id, siteId: tree.sites[0].id } : null);
  const traj = useEdmTrajectories(scope.projectId, current?.kind === 'design' ? current.siteId : null);
  const cols = useMemo(() => edmStationColumns(u), [u]);
  const L = u.length;
  const len = (v: number | null | undefined) => (v == null ? '-' : `${formatDecimals(L.show(v), 1)} ${L.symbol}`);
  const focus = (x: Selected) => () => setSel(x);

  const detail = (site: EdmSiteNode | undefined) => {
    if (!current || !site) return null;
    const facts = (rows: [string, string][]) => (
      <div className={s.facts} data-edm-detail={current.kind}>
        {rows.map(([k, v]) => (
          <Caption1 key={k} style={{ display: 'contents' }}>
            <span className={s.muted}>{k}</span>
            <span data-value>{v}</span>
          </Caption1>
        ))}
      </div>
    );
    if (current.kind === 'site')
      return facts([
        ['Site', site.name],
        ['Location', site.latitude == null ? '-' : `${formatDecimals(site.latitude, 5)}${DEG}, ${formatDecimals(site.longitude, 5)}${DEG}`],
        ['Datum', dash(site.datum.name)],
        ['Datum elevation', len(site.datum.elevation_m)],
        ['North reference', site.datum.north_reference === 'grid' ? 'Grid' : 'True'],
        ['Grid convergence', `${formatDecimals(site.datum.convergence_deg, 2)}${DEG}`],
        ['Templates', site.templates.map((t) => t.name).join(', ') || '-'],
        ['Slots', String(site.slots.filter((l) => l.id).length)],
      ]);
    const slot = site.slots.find(
      (l) =>
        (l.id ?? `${site.id}-none`) === current.id ||
        l.wells.some((w) => w.id === current.id || w.wellbores.some((b) => b.id === current.id || b.designs.some((d) => d.id === current.id))),
    );
    if (current.kind === 'slot')
      return facts([
        ['Slot', dash(slot?.name)],
        ['Template', dash(slot?.template_name)],
        ['Local N', len(slot?.north_m)],
        ['Local E', len(slot?.east_m)],
        ['Wells', slot?.wells.map((w) => w.name).join(', ') || '-'],
      ]);
    const well = slot?.wells.find((w) => w.id === current.id || w.wellbores.some((b) => b.id === current.id || b.designs.some((d) => d.id === current.id)));
    if (current.kind === 'well')
      return facts([
        ['Well', dash(well?.name)],
        ['Slot', dash(slot?.name)],
        ['Linked project well', dash(well?.well_name)],
        ['Wellbores', well?.wellbores.map((b) => b.name).join(', ') || '-'],
      ]);
    const bore = well?.wellbores.find((b) => b.id === current.id || b.designs.some((d) => d.id === current.id));
    if (current.kind === 'wellbore')
      return facts([
        ['Wellbore', dash(bore?.name)],
        ['Sidetrack of', dash(well?.wellbores.find((b) => b.id === bore?.parent_id)?.name)],
        ['Kick-off MD', len(bore?.kickoff_md)],
        ['Designs', bore?.designs.map((d) => d.name).join(', ') || '-'],
      ]);
    const design = bore?.designs.find((d) => d.id === current.id);
    const path = traj.data?.data.designs.find((d) => d.design_id === current.id);
    return (
      <>
        <Caption1 data-edm-detail="design">
          {design?.name} · {design?.phase === 'plan' ? 'plan' : 'survey'}
          {design?.definitive ? ' (definitive)' : ''} · {design?.stations} stations, MD {len(design?.top_md)} to {len(design?.td_md)}
        </Caption1>
        {path ? (
          <div style={{ flex: '1 1 0', minHeight: 160, display: 'flex', flexDirection: 'column' }}>
            <VirtualTable
              label={`Stations of ${design?.name}`}
              exportTitle={`${bore?.name} ${design?.name}`}
              rows={path.points}
              columns={cols}
              rowKey={(r) => String(r.md)}
            />
          </div>
        ) : (
          <Body1 className={s.muted}>{traj.error ? 'Could not compute the design.' : 'Computing the design…'}</Body1>
        )}
      </>
    );
  };

  return (
    <EdmFrame
      kind="viewer"
      title={props.paneType.title}
      scope={scope}
      caption={
        tree
          ? `${tree.project_name}: ${tree.counts.sites} sites, ${tree.counts.slots} slots, ${tree.counts.wells} wells, ${tree.counts.wellbores} wellbores, ${tree.counts.designs} designs`
          : null
      }
      error={q.error}
      loading={!tree && !q.error && scope.projectId !== null}
      empty={tree && tree.sites.length === 0 ? "This project's EDM is empty: import an EDM export." : null}
    >
      <div className={s.split}>
        <div className={s.tree}>
          <Tree aria-label={`EDM of ${tree?.project_name ?? 'the project'}`} defaultOpenItems={tree?.sites.map((x) => x.id) ?? []} size="small">
            {tree?.sites.map((site) => (
              <TreeItem key={site.id} value={site.id} itemType="branch" onFocus={focus({ kind: 'site', id: site.id, siteId: site.id })}>
                <TreeItemLayout aside={<Caption1 className={s.muted}>{site.datum.north_reference === 'grid' ? 'grid' : 'true'} north</Caption1>}>
                  {site.name}
                </TreeItemLayout>
                <Tree>
                  {site.slots.map((slot) => (
                    <TreeItem
                      key={slot.id ?? 'none'}
                      value={slot.id ?? `${site.id}-none`}
                      itemType="branch"
                      onFocus={focus({ kind: 'slot', id: slot.id ?? `${site.id}-none`, siteId: site.id })}
                    >
                      <TreeItemLayout aside={<Caption1 className={s.muted}>{slot.template_name ?? ''}</Caption1>}>{slot.name ?? 'No slot'}</TreeItemLayout>
                      <Tree>
                        {slot.wells.map((w) => (
                          <TreeItem key={w.id} value={w.id} itemType="branch" onFocus={focus({ kind: 'well', id: w.id, siteId: site.id })}>
                            <TreeItemLayout aside={w.well_name ? <Caption1 className={s.muted}>linked</Caption1> : undefined}>{w.name}</TreeItemLayout>
                            <Tree>
                              {w.wellbores.map((b) => (
                                <TreeItem key={b.id} value={b.id} itemType="branch" onFocus={focus({ kind: 'wellbore', id: b.id, siteId: site.id })}>
                                  <TreeItemLayout>{b.name}</TreeItemLayout>
                                  <Tree>
                                    {b.designs.map((d) => (
                                      <TreeItem
                                        key={d.id}
                                        value={d.id}
                                        itemType="leaf"
                                        onFocus={focus({ kind: 'design', id: d.id, siteId: site.id })}
                                        data-edm-design={d.id}
                                      >
                                        <TreeItemLayout aside={<Caption1 className={s.muted}>{d.phase === 'plan' ? 'plan' : 'survey'}</Caption1>}>
                                          {d.name}
                                        </TreeItemLayout>
                                      </TreeItem>
                                    ))}
                                  </Tree>
                                </TreeItem>
                              ))}
                            </Tree>
                          </TreeItem>
                        ))}
                      </Tree>
                    </TreeItem>
                  ))}
                </Tree>
              </TreeItem>
            ))}
          </Tree>
        </div>
        <div className={s.detail}>{detail(tree?.sites.find((x) => x.id === current?.siteId))}</div>
      </div>
    </EdmFrame>
  );
}
