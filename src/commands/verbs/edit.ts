import { applyEdit, cancelEdit, enterEdit, whyNotApplyOrCancel, whyNotEdit } from '../../features/workspace/edit-commands';
import type { Verb } from '../verb-types';

export const editVerbs: Verb[] = [
  {
    id: 'edit.enter',
    label: 'Edit the pane',
    group: 'Edit mode',
    keywords: ['edit mode', 'draft', 'change'],
    keys: '$mod+KeyE',
    when: whyNotEdit,
    run: enterEdit,
  },
  {
    id: 'edit.apply',
    label: 'Apply changes',
    group: 'Edit mode',
    keywords: ['save', 'commit', 'edit mode'],
    keys: '$mod+KeyS',
    when: whyNotApplyOrCancel,
    run: applyEdit,
  },
  {
    id: 'edit.cancel',
    label: 'Cancel editing',
    group: 'Edit mode',
    keywords: ['discard', 'revert', 'edit mode'],
    keys: 'Escape',
    when: whyNotApplyOrCancel,
    run: cancelEdit,
  },
];
