/**
 * Multiwell dashboards of a stage (/business/drilling/dashboards, /business/completions/dashboards)
 * and the project's (/project/drilling, /project/completions: the same screen scoped to the selected
 * well's project). One screen, parametrised by the stage's view (multi-well-views.tsx): drilling
 * shows the wells' Days vs Depth with the P10/P50/P90 band and their drilling KPIs, completions their
 * stages completed against days from the first stage and their frac KPIs. The set of wells is the
 * pane's `wells` param, so the URL holds it; the chooser here and the palette's comparison verbs
 * change it. A project view without a set compares all the project's wells.
 */
import { Body1, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useWellTree } from '../../api/multi-well';
import { COMPARISON_PARAM, parseWellSet, setComparison, withWell, withoutWell } from '../../features/comparison/comparison-set';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { selection } from '../../state/selection';
import type { PaneProps } from '../pane-types';
import { stageViewOf } from './multi-well-views';
import { WellChooser, flattenTree } from './well-chooser';
import { paneBarStyle, paneRootStyle } from '../pane-chrome';

const useStyles = makeStyles({
  root: paneRootStyle,
  bar: paneBarStyle,
  title: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  body: { display: 'flex', flexGrow: 1, minHeight: 0, gap: tokens.spacingHorizontalM, padding: tokens.spacingHorizontalS },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, minHeight: 0, gap: tokens.spacingVerticalS, overflow: 'auto' },
  help: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, maxWidth: '560px' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export default function MultiWellPane({ paneType, instance }: PaneProps) {
  const s = useStyles();
  const activity = usePaneActivity();
  const project = paneType.id.startsWith('project.');
  const { well: selected } = useSnapshot(selection);
  const projectId = project && selected?.project_id != null ? String(selected.project_id) : null;
  const tree = useWellTree();
  const all = useMemo(() => (tree.data ? flattenTree(tree.data.data) : []), [tree.data]);
  const offered = project ? all.filter((w) => w.projectId === projectId) : all;
  const asked = parseWellSet(instance.params[COMPARISON_PARAM]);
  // A project view without a chosen set compares the whole project.
  const chosen = asked.length || !project ? asked : offered.map((w) => w.id);
  const view = stageViewOf(paneType.id);

  const toggle = (id: string) => {
    const next = chosen.includes(id) ? withoutWell(chosen, id) : withWell(chosen, id);
    setComparison(activity.instanceId, next);
  };

  const scope = project ? (selected ? `Project ${offered[0]?.project ?? 'of the selected well'}` : 'No well selected') : 'All wells you may see';
  const error = tree.error;
  return (
    <div className={s.root} data-multi-well={project ? 'project' : 'business'} data-multi-well-stage={view.stage}>
      <div className={s.bar}>
        <Text className={s.title}>{paneType.title}</Text>
        <Caption1 className={s.muted}>{scope}</Caption1>
        <Caption1 className={s.muted} data-compared-count={chosen.length}>
          {chosen.length} {chosen.length === 1 ? 'well' : 'wells'} compared
        </Caption1>
      </div>
      <div className={s.body}>
        <WellChooser wells={offered} chosen={chosen} onToggle={toggle} />
        <div className={s.main}>
          {error ? (
            <Body1 className={s.error} data-pane-message="error" role="alert">
              Could not load: {String((error as Error).message ?? error)}
            </Body1>
          ) : project && !selected ? (
            <div className={s.help} data-pane-message="no-well">
              <Body1>Select a well (Alt+A) to compare the wells of its project.</Body1>
            </div>
          ) : chosen.length === 0 ? (
            <div className={s.help} data-comparison-empty>
              <Body1>No wells in the comparison yet.</Body1>
              <Caption1>
                Type part of a well's name in the box on the left, move with ↓ ↑ and press Enter to add it. From anywhere, Ctrl+K and “Add a well to the
                comparison…” picks any well, and “Add the selected well to the comparison” adds the one you are on. The wells stay in this page's address, so a
                link or a reload shows the same comparison.
              </Caption1>
            </div>
          ) : (
            <view.Body wells={chosen} params={instance.params} />
          )}
        </div>
      </div>
    </div>
  );
}
