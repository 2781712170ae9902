/**
 * Selecting a well from the UI (the top bar's picker, a map's Enter): spec 4's steps, with the
 * current address rewritten to carry the new well when its route takes one.
 */
import { redirectTo } from '../../app/navigation';
import { urlWithWell } from '../../app/url-with-well';
import { selection } from '../../state/selection';
import { selectWell } from './select-well';

export function selectWellHere(id: string): void {
  if (!id || id === selection.wellId) return;
  void selectWell(id, {
    replaceRoute: (wellId) => {
      const next = urlWithWell(window.location.pathname, window.location.search, wellId);
      if (next) redirectTo(next);
    },
  });
}
