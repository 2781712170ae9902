import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { usePublicConfig } from '../../api/config';
import { counters } from '../../state/counters';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'space-between', padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
});

/** The optional footer (a user preference): contact text and what the app is busy with. */
export function Footer() {
  const s = useStyles();
  const { data } = usePublicConfig();
  const { pending } = useSnapshot(counters);
  return (
    <footer className={s.root}>
      <Caption1>{data?.contact_us ?? 'Drillspace'}</Caption1>
      <Caption1 data-pending-requests={pending}>{pending > 0 ? `${pending} request${pending === 1 ? '' : 's'} in flight` : 'No requests in flight'}</Caption1>
    </footer>
  );
}
