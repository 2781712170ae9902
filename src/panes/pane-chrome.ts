/**
 * The chrome every pane frame shares, as style objects to spread into a frame's makeStyles: the
 * root that fills its tile and the dense title bar above the body (report, log and multi-well panes),
 * the padded page of the admin screens (jobs, system audit, system usage), and the labelled field
 * groups of the subscription forms (alerts, scheduled reports).
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

/** A form of labelled groups (fieldset + legend), each a grid of fields: alert and report subscription forms. */
export const formGroupStyles: Record<'form' | 'group' | 'legend', GriffelStyle> = {
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '880px' },
  group: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalS}`,
    margin: 0,
    alignItems: 'start',
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
};
