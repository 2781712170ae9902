import type { RouteDecl } from '../route-types';
import { group } from './define';

/** Full-screen views without the shell: wall displays and printing. */
const r = group({ trail: [], chrome: 'none' });

export const widgetRoutes: RouteDecl[] = [
  r('single_widget.well', '/well/{well_uid}/widget/{fragment_id}/mode/{layout_mode}/well_stage/{well_stage}', 'Single widget of a well', {
    keywords: ['kiosk', 'wall display'],
    command: { palette: false },
  }),
  r('single_widget.shared', '/widget/{fragment_id}/mode/{layout_mode}', 'Single widget', { keywords: ['kiosk', 'wall display'], command: { palette: false } }),
  r('print', '/print', 'Print view', { keywords: ['print', 'pdf'] }),
];
