/**
 * A tab's title: the pane's name, and for a pinned pane the well it is pinned to, so two wells'
 * surveys side by side read "Survey · Red Hawk 2H" and "Survey · Bluebonnet 1H". The name comes
 * with the tab when it was pinned from the palette; a tab opened from a URL looks it up.
 */
import { useSnapshot } from 'valtio';
import { paneDecl } from '../../panes/pane-declarations';
import { workspace } from '../../state/workspace';
import { isPinned } from './pane-href';
import { presetById, presetOf } from './period-presets';
import { useWellName } from './use-well-name';

export function TabTitle({ tabId }: { tabId: string }) {
  const snap = useSnapshot(workspace);
  const config = snap.tabs[tabId];
  const pinned = config ? isPinned(config) : false;
  const wellId = pinned ? config!.well : null;
  const looked = useWellName(pinned && !config!.wellName ? wellId : null);
  if (!config) return null;
  const title = paneDecl(config.pane)?.title ?? config.pane;
  const wellName = config.wellName ?? looked ?? (wellId ? `well ${wellId.slice(0, 8)}` : null);
  const period = config.period === 'follow' ? null : (presetById(presetOf(config.period) ?? '')?.label ?? 'own period');
  return (
    <span className="ds-tab-title" data-tab-title={tabId} title={pinned ? `Pinned to ${wellName}` : 'Follows the selected well'}>
      <span>{title}</span>
      {pinned && <span className="ds-tab-well">{wellName}</span>}
      {period && <span className="ds-tab-period">{period}</span>}
    </span>
  );
}
