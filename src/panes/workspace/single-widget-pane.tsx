/**
 * Single-widget routes (data-widgets-calls 2): /well/{well_uid}/widget/{fragment_id}/mode/{layout_mode}/well_stage/{well_stage}
 * and /widget/{fragment_id}/mode/{layout_mode}, full screen without chrome, for wall displays and
 * popped-out tiles. {fragment_id} is a widget's slug (`rig-status`: a stable URL for a wall display)
 * or the id of a shared fragment holding a pane instance (what pop-out shares); the URL's well
 * wins over the fragment's.
 */
import { Spinner } from '@fluentui/react-components';
import useSWR from 'swr';
import { api } from '../../api/request';
import type { PaneFragment } from '../../features/workspace/pop-out';
import type { PaneInstance, PaneProps } from '../pane-types';
import { paneDecl } from '../pane-declarations';
import { FullScreenMessage, FullScreenPane } from './full-screen-pane';

const fetchFragment = (id: string) =>
  api.get<{ data: { fragment: unknown } }>(`backstore/fragment/${encodeURIComponent(id)}`, {}, { hideMessage: true, quiet: true });

/** A widget slug or pane id names its pane directly; null means: ask the server for the fragment. */
export function paneOfFragmentId(fragmentId: string): string | null {
  if (paneDecl(`widget.${fragmentId}`)) return `widget.${fragmentId}`;
  const direct = paneDecl(fragmentId);
  return direct && direct.folder !== 'public' ? direct.id : null;
}

function isPaneFragment(f: unknown): f is PaneFragment {
  const x = f as PaneFragment | null;
  return !!x && x.kind === 'pane' && !!x.instance && typeof x.instance.pane === 'string' && !!paneDecl(x.instance.pane);
}

export default function SingleWidgetPane({ instance }: PaneProps) {
  const fragmentId = instance.params.fragment_id ?? '';
  const urlWell = instance.params.well_uid;
  const direct = paneOfFragmentId(fragmentId);
  const { data, error, isLoading } = useSWR(direct ? null : ['fragment', fragmentId], () => fetchFragment(fragmentId), { shouldRetryOnError: false });

  if (direct) {
    const widget: PaneInstance = { pane: direct, params: {}, well: urlWell ?? 'follow', period: 'follow' };
    return <FullScreenPane instance={widget} label="Widget" />;
  }
  if (isLoading) return <Spinner label="Opening the shared widget…" style={{ margin: 'auto' }} />;
  const fragment = data?.data.fragment;
  if (error || !isPaneFragment(fragment)) {
    return (
      <FullScreenMessage title="This widget cannot be shown">
        “{fragmentId}” is neither a widget of the catalogue nor a shared pane you may open. Ask for a new link.
      </FullScreenMessage>
    );
  }
  const shared: PaneInstance = { ...fragment.instance, well: urlWell ?? fragment.instance.well };
  return <FullScreenPane instance={shared} label="Shared pane" />;
}
