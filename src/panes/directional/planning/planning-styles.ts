/** Layout shared by the well-planning panes. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { paneBarStyle, paneRootStyle } from '../../pane-chrome';

export const usePlanningStyles = makeStyles({
  root: paneRootStyle,
  bar: { ...paneBarStyle, flexWrap: 'wrap' },
  title: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  body: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minHeight: 0,
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    overflow: 'auto',
  },
  grow: { display: 'flex', flexDirection: 'column', flex: '1 1 0', minHeight: '180px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
  note: { color: tokens.colorNeutralForeground2 },
  stop: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});
