/** While impersonating, a banner that cannot be missed, with the way back. */
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { returnToOwnAccount } from './impersonate';

export function ImpersonationBanner() {
  const { previousToken, user } = useSnapshot(session);
  if (!previousToken || !user) return null;
  return (
    <MessageBar intent="warning" layout="singleline" data-impersonation-banner>
      <MessageBarBody>
        <MessageBarTitle>Impersonating</MessageBarTitle>
        You are signed in as {user.name} ({user.email}). The server records that you act on their behalf.
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" size="small" onClick={returnToOwnAccount}>
          Return to my account
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
