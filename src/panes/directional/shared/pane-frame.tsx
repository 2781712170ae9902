/**
 * The frame of a directional pane: a dense title bar (title, well and context, tools on the right)
 * over a body that fills the tile. Keyboard handlers of the pane (edit mode keys) sit on the frame,
 * so they act only while focus is inside this pane.
 */
import { Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { KeyboardEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, minWidth: 0, height: '100%', backgroundColor: tokens.colorNeutralBackground1 },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '34px',
    padding: `2px ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    flexWrap: 'wrap',
    // In a narrow tile the tools wrap to a second line: the bar grows, the body gives way.
    flexShrink: 0,
  },
  titles: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, minWidth: 0, flexGrow: 1, overflow: 'hidden' },
  title: { whiteSpace: 'nowrap', margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase300 },
  context: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  body: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, minWidth: 0, position: 'relative' },
});

export interface PaneFrameProps {
  title: string;
  /** Well name, last survey, revision: what the numbers below belong to. */
  context?: ReactNode;
  tools?: ReactNode;
  children: ReactNode;
  onKeyDown?: (e: KeyboardEvent<HTMLDivElement>) => void;
  bodyClassName?: string;
  /** data-* hook for tests: the pane's state ('loading', 'ready', 'empty', 'error', 'editing'). */
  state?: string;
}

export function PaneFrame({ title, context, tools, children, onKeyDown, bodyClassName, state }: PaneFrameProps) {
  const s = useStyles();
  return (
    <div className={s.root} onKeyDown={onKeyDown} data-directional-pane={title} data-state={state}>
      <div className={s.bar}>
        <div className={s.titles}>
          <Text as="h2" className={s.title}>
            {title}
          </Text>
          {context && <Caption1 className={s.context}>{context}</Caption1>}
        </div>
        {tools && <div className={s.tools}>{tools}</div>}
      </div>
      <div className={mergeClasses(s.body, bodyClassName)}>{children}</div>
    </div>
  );
}
