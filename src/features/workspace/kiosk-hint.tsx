/** Entering kiosk mode says once, briefly, how to leave it; a wall display then shows only panes. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { kbdLabel } from '../../commands/keymap';
import { bindingOf } from '../keyboard/commands';
import { Kbd } from '../keyboard/kbd';

const useStyles = makeStyles({
  hint: {
    position: 'fixed',
    // At the bottom: at the top it covered the first tile's tab titles.
    bottom: tokens.spacingVerticalXXL,
    left: '50%',
    transform: 'translateX(-50%)',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    boxShadow: tokens.shadow16,
    fontSize: tokens.fontSizeBase200,
    zIndex: 1000,
    pointerEvents: 'none',
    transition: 'opacity 600ms',
  },
});

export function KioskHint() {
  const s = useStyles();
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const t = setTimeout(() => setShown(false), 4000);
    return () => clearTimeout(t);
  }, []);
  const keys = bindingOf('workspace.kiosk');
  return (
    <div className={s.hint} style={{ opacity: shown ? 1 : 0 }} role="status" data-kiosk-hint>
      Kiosk mode
      {keys ? (
        <>
          {' '}
          · <Kbd>{kbdLabel(keys)}</Kbd> to leave
        </>
      ) : null}
    </div>
  );
}
