/**
 * The palette's open state and its stack of pages (root → "which well?" → …). Pages are data, so a
 * verb or a key can open the palette straight on a page (Alt+A opens it on the well page).
 */
import { proxy, ref } from 'valtio';
import type { VerbPlacement } from '../../commands/verb-types';

/** What choosing a well on the well page does. */
export type WellPurpose =
  /** Select it globally (spec 4's six steps). */
  | { kind: 'select' }
  /** Open a route's pane pinned to it, placed by the modifiers of the final Enter. */
  | { kind: 'open'; routeId: string; params: Record<string, string>; placement: VerbPlacement | null }
  /** Pin the focused pane to it. */
  | { kind: 'pinFocused' }
  /** Add it to the wells being compared (features/comparison). */
  | { kind: 'compare' };

export type PalettePage =
  | { kind: 'root' }
  | { kind: 'well'; title: string; purpose: WellPurpose }
  | { kind: 'period'; title: string; target: 'global' | 'focused' }
  | { kind: 'layouts'; title: string; action: 'switch' | 'delete' }
  | { kind: 'dashboards'; title: string }
  /**
   * The widget catalogue, to add one: to a user dashboard (`dashboardId`) or, with `add`, to whatever
   * asked (a Multi-Tab's tabs); `exclude` lists widgets not offered.
   */
  | { kind: 'widgets'; title: string; dashboardId?: string; add?: (paneId: string) => void; exclude?: readonly string[] }
  /**
   * A quick-pick of one route parameter (a view, a plan of the well): the chosen value fills it, then
   * the route opens placed by this Enter's modifiers (Alt+Enter earlier: pinned to `pin`, or asked).
   */
  | {
      kind: 'choice';
      title: string;
      routeId: string;
      params: Record<string, string>;
      name: string;
      /** The well whose records are listed (the pinned one, else the selection); null for fixed choices. */
      wellId: string | null;
      alt: boolean;
      pin?: { id: string; name: string };
    }
  /** A quick-pick of plain options; `choose` returns an error to show, or null when done. */
  | { kind: 'options'; title: string; options: readonly { value: string; label: string }[]; choose: (value: string) => string | null }
  | {
      kind: 'text';
      title: string;
      placeholder: string;
      initial?: string;
      /** Returns an error to show, or null when done. */
      submit: (text: string, placement: VerbPlacement) => string | null | Promise<string | null>;
    };

export const palette = proxy({
  open: false,
  pages: [{ kind: 'root' }] as PalettePage[],
  /** The search text of each page, so going back restores what was typed. */
  searches: [''] as string[],
  error: null as string | null,
});

export const currentPage = (): PalettePage => palette.pages[palette.pages.length - 1];

/** Open on the root or straight on a page; while open, a page is pushed (a verb chosen in the palette). */
export function openPalette(page?: PalettePage): void {
  if (palette.open && page) return pushPage(page);
  palette.pages = page ? [{ kind: 'root' }, wrap(page)] : [{ kind: 'root' }];
  palette.searches = page ? ['', ''] : [''];
  palette.error = null;
  palette.open = true;
}

export function closePalette(): void {
  palette.open = false;
  palette.error = null;
}

export function pushPage(page: PalettePage): void {
  palette.pages.push(wrap(page));
  palette.searches.push(page.kind === 'text' ? (page.initial ?? '') : '');
  palette.error = null;
}

/** Back one page; from the root (or a page opened directly) the palette closes. */
export function popPage(): void {
  if (palette.pages.length <= 1) return closePalette();
  palette.pages.pop();
  palette.searches.pop();
  palette.error = null;
}

export function setSearch(text: string): void {
  palette.searches[palette.searches.length - 1] = text;
}

/** Functions inside a page must not be proxied. */
function wrap(page: PalettePage): PalettePage {
  if (page.kind === 'text') return { ...page, submit: ref(page.submit) as typeof page.submit };
  if (page.kind === 'options') return { ...page, choose: ref(page.choose) as typeof page.choose };
  if (page.kind === 'widgets' && page.add) return { ...page, add: ref(page.add) as typeof page.add };
  return page;
}
