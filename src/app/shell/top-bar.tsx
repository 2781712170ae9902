/** The top bar: product, navigation, pinned pages, well picker, period and the user menu. */
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { findRoute } from '../../commands/routes';
import { hrefFor } from '../../commands/resolve-url';
import type { RouteDef } from '../../commands/route-types';
import { PeriodDisplay } from '../../features/period/period-display';
import { ConnectionIndicator } from '../../features/realtime/connection-indicator';
import { WellPicker } from '../../features/well-picker/well-picker';
import { counters } from '../../state/counters';
import { preferences } from '../../state/preferences';
import { selection } from '../../state/selection';
import { go } from '../navigation';
import { GoMenu } from './go-menu';
import { UserMenu } from './user-menu';
import { WorkModeChip } from './work-mode-chip';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    minHeight: '44px',
    flexWrap: 'wrap',
  },
  brand: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, marginRight: tokens.spacingHorizontalS, cursor: 'pointer' },
  pinned: { display: 'flex', gap: tokens.spacingHorizontalXS, overflow: 'hidden' },
  spacer: { flexGrow: 1 },
  busy: { width: '20px', display: 'flex', justifyContent: 'center' },
});

export function TopBar({ route }: { route: RouteDef }) {
  const s = useStyles();
  const prefs = useSnapshot(preferences);
  const { pending } = useSnapshot(counters);
  const { wellId } = useSnapshot(selection);
  return (
    <header className={s.bar} data-top-bar>
      <Text className={s.brand} role="link" tabIndex={0} onClick={() => void go('/')} onKeyDown={(e) => e.key === 'Enter' && void go('/')}>
        Drillspace
      </Text>
      <GoMenu />
      <nav className={s.pinned} aria-label="Pinned pages">
        {prefs.pinned_menus.map((id) => {
          const r = findRoute(id);
          const href = r ? hrefFor(id, { well_uid: wellId }) : null;
          if (!r || !href) return null;
          return (
            <Button key={id} size="small" appearance={id === route.id ? 'secondary' : 'subtle'} onClick={() => void go(href)}>
              {r.title}
            </Button>
          );
        })}
      </nav>
      <div className={s.spacer} />
      <WellPicker />
      <PeriodDisplay />
      <WorkModeChip />
      <ConnectionIndicator />
      <div className={s.busy} aria-live="polite">
        {pending > 0 && <Spinner size="extra-tiny" aria-label="Loading" />}
      </div>
      <UserMenu route={route} />
    </header>
  );
}
