import { signOut } from '../../features/auth/sign-out';
import { canImpersonate } from '../../features/impersonation/can-impersonate';
import { returnToOwnAccount } from '../../features/impersonation/impersonate';
import { accountDialogs } from '../../features/palette/account-dialogs';
import { isImpersonating, session } from '../../state/session';
import type { Verb } from '../verb-types';

export const accountVerbs: Verb[] = [
  {
    id: 'account.impersonate',
    label: 'Sign in as another user…',
    group: 'Account',
    keywords: ['impersonate', 'login as', 'act as'],
    keys: 'Alt+KeyI',
    when: () => (canImpersonate() ? null : isImpersonating() ? 'Return to your own account first' : 'Needs an administrator with LOGIN_AS_USER'),
    run: () => void (accountDialogs.impersonate = true),
  },
  {
    id: 'account.return',
    label: 'Return to my account',
    group: 'Account',
    keywords: ['stop impersonating', 'back to admin'],
    keys: 'Alt+KeyU',
    when: () => (isImpersonating() ? null : 'You are not impersonating anyone'),
    run: returnToOwnAccount,
  },
  {
    id: 'account.signOut',
    label: 'Sign out',
    group: 'Account',
    keywords: ['log out', 'logout', 'exit'],
    when: () => (session.token ? null : 'Not signed in'),
    run: signOut,
  },
];
