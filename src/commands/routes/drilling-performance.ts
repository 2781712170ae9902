import type { RouteDecl } from '../route-types';
import { group, needs } from './define';

const dash = group({ stage: 'drilling', trail: ['Drilling'] });
const r = group({ stage: 'drilling', trail: ['Drilling', 'Performance'] });
const roadmapConfig = { keywords: ['roadmap', 'interval', 'parameters'], guard: needs('EDIT_ROADMAP', { hideInMobile: true }) };

export const drillingPerformanceRoutes: RouteDecl[] = [
  dash('drilling.dashboards', '/drilling/dashboards/{well_uid?}', 'Dashboards', { keywords: ['home', 'widgets', 'layout'], keys: 'Alt+Shift+KeyD' }),
  r('drilling.depth_analysis_log', '/drilling/depth_analysis_log/{well_uid?}', 'Depth Analysis Log', {
    keywords: ['depth log', 'curves', 'las'],
    keys: 'Alt+Shift+KeyL',
  }),
  r('drilling.custom_log', '/drilling/custom_log/{well_uid?}', 'Custom Log', { keywords: ['log', 'curves'] }),
  r('drilling.time_analysis_log', '/drilling/time_analysis_log/{well_uid?}', 'Time Analysis Log', { keywords: ['time log', 'rig data', 'channels'] }),
  r('drilling.roadmap', '/drilling/{well_uid}/roadmap', 'Roadmap', { keywords: ['parameters', 'wob', 'rpm'], guard: needs('VIEW_ROADMAP') }),
  r('drilling.roadmap.interval', '/drilling/{well_uid}/roadmap/{roadmap_id}/interval/{interval_id}', 'Roadmap configuration', roadmapConfig),
  r(
    'drilling.roadmap.interval.rotary',
    '/drilling/{well_uid}/roadmap/{roadmap_id}/interval/{interval_id}/rotary',
    'Roadmap configuration, rotary',
    roadmapConfig,
  ),
  r('drilling.roadmap.interval.slide', '/drilling/{well_uid}/roadmap/{roadmap_id}/interval/{interval_id}/slide', 'Roadmap configuration, slide', roadmapConfig),
  r('drilling.rotary_analysis', '/drilling/rotary_analysis/{well_uid?}', 'Rotary Analysis', { keywords: ['rotation', 'tendency'] }),
  r('drilling.slide_analysis', '/drilling/slide_analysis/{well_uid?}', 'Slide Analysis', { keywords: ['sliding', 'motor yield', 'toolface'] }),
  r('drilling.geosteering', '/drilling/geosteering/{well_uid?}', 'Geosteering', { keywords: ['interpretation', 'target window', 'gamma'] }),
  r('drilling.scatter_plot', '/drilling/scatter_plot/{well_uid?}', 'Scatter Plot', { keywords: ['crossplot', 'correlation'] }),
];
