/**
 * The shape of a verb: one declaration (VS Code's registerAction2, Excalidraw's action) from which
 * the palette entry, the key binding, its <kbd> label and the cheat sheet row are all derived. The
 * binding is written once, as a tinykeys string; `when` is the one precondition every surface
 * obeys, and its answer is the reason shown when the verb cannot run.
 */

export type VerbGroup = 'General' | 'Tiles' | 'Well and period' | 'Edit mode' | 'Layouts and dashboards' | 'Display' | 'Wall' | 'Account';

/** Where a verb that opens something puts it (Enter, Ctrl+Enter, Shift+Enter in the palette). */
export type VerbPlacement = 'focused' | 'split' | 'splitDown' | 'tab';

export interface VerbRunContext {
  placement: VerbPlacement;
  /** Started from the keyboard shortcut rather than the palette. */
  fromKeys: boolean;
}

export interface Verb {
  /** Stable id, `<family>.<name>`; user binding overrides are keyed by it. */
  id: string;
  label: string;
  group: VerbGroup;
  keywords?: readonly string[];
  /** tinykeys binding, physical key codes for letters and digits ('Alt+KeyS', 'Alt+Digit1'). */
  keys?: string;
  /** null when the verb can run now; otherwise why not (shown in the palette and on the key). */
  when?: () => string | null;
  run: (ctx: VerbRunContext) => void | Promise<void>;
  /** False keeps a verb out of the palette (it still has its key and cheat-sheet row). */
  palette?: boolean;
}

/** Throws on a duplicate id, like registerAction2: a programming error, loud at load time. */
export function defineVerbs(...families: readonly (readonly Verb[])[]): readonly Verb[] {
  const seen = new Set<string>();
  const all = families.flat();
  for (const v of all) {
    if (seen.has(v.id)) throw new Error(`Duplicate verb id ${v.id}`);
    seen.add(v.id);
  }
  return all;
}
