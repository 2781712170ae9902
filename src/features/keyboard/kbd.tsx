/** A key binding's label as the user sees it in the palette, the cheat sheet and hints. */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  kbd: {
    display: 'inline-block',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: '11px',
    lineHeight: '16px',
    padding: '0 5px',
    minWidth: '12px',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottomWidth: '2px',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
  },
});

export function Kbd({ children, className }: { children: ReactNode; className?: string }) {
  const s = useStyles();
  return <kbd className={mergeClasses(s.kbd, className)}>{children}</kbd>;
}
