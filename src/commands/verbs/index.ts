/**
 * Every workspace verb, each declared once in its family file. The palette, the keymap (bindings
 * and <kbd> labels), the cheat sheet and the key handler all read this list.
 */
import { defineVerbs, type Verb } from '../verb-types';
import { accountVerbs } from './account';
import { alertVerbs } from './alerts';
import { assistantVerbs } from './assistant';
import { displayVerbs } from './display';
import { editVerbs } from './edit';
import { generalVerbs } from './general';
import { layoutVerbs } from './layouts';
import { reportVerbs } from './reports';
import { tileVerbs } from './tiles';
import { wallVerbs } from './wall';
import { comparisonVerbs } from './comparison';
import { multiTabVerbs } from './multi-tab';
import { wellPeriodVerbs } from './well-period';

export const verbs: readonly Verb[] = defineVerbs(
  generalVerbs,
  tileVerbs,
  wellPeriodVerbs,
  comparisonVerbs,
  editVerbs,
  layoutVerbs,
  multiTabVerbs,
  displayVerbs,
  wallVerbs,
  accountVerbs,
  assistantVerbs,
  alertVerbs,
  reportVerbs,
);

const byId = new Map(verbs.map((v) => [v.id, v]));
export const verbById = (id: string): Verb | undefined => byId.get(id);
