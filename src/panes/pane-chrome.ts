/**
 * The chrome every pane frame shares, as style objects to spread into a frame's makeStyles: the
 * root that fills its tile and the dense title bar above the body (report, log and multi-well panes),
 * and the padded page of the admin screens (jobs, system audit, system usage).
 */
import { tokens, type GriffelStyle } from '@fluentui/react-components';

export const paneRootStyle: GriffelStyle = {
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minHeight: 0,
  minWidth: 0,
  backgroundColor: tokens.colorNeutralBackground1,
};

export const paneBarStyle: GriffelStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: tokens.spacingHorizontalS,
  padding: `2px ${tokens.spacingHorizontalS}`,
  minHeight: '28px',
  flexShrink: 0,
  borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
};

export const adminPageStyle: GriffelStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.spacingVerticalS,
  padding: tokens.spacingHorizontalL,
  height: '100%',
  minHeight: 0,
  boxSizing: 'border-box',
};
