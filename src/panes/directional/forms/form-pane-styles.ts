/**
 * The layout of the directional design forms (Quick Plan, Projections): the form on the left, the
 * result on the right with a strip of key figures above its table.
 */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useFormPaneStyles = makeStyles({
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  form: {
    width: '300px',
    flexShrink: 0,
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `2px ${tokens.spacingHorizontalL}`,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    flexShrink: 0,
    fontVariantNumeric: 'tabular-nums',
  },
  fact: { display: 'flex', flexDirection: 'column', fontVariantNumeric: 'tabular-nums' },
  problem: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  tabs: { paddingLeft: tokens.spacingHorizontalS, flexShrink: 0 },
});
