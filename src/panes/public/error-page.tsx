/** The shared body of the 404 and 403 pages: what happened, and a way on. */
import { Body1, Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { signOut } from '../../features/auth/sign-out';
import { session } from '../../state/session';
import { PublicFrame } from './public-frame';

const useStyles = makeStyles({
  code: { fontSize: '56px', lineHeight: '1', fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export function ErrorPage({ code, title, children, offerOtherAccount }: { code: string; title: string; children: ReactNode; offerOtherAccount?: boolean }) {
  const s = useStyles();
  const { token } = useSnapshot(session);
  return (
    <PublicFrame>
      <div className={s.code} aria-hidden data-page-message={code}>
        {code}
      </div>
      <Subtitle1 as="h1">{title}</Subtitle1>
      <Body1 as="p">{children}</Body1>
      <div className={s.actions}>
        {token ? (
          <Button appearance="primary" onClick={() => navigate('/')}>
            Go to my dashboards
          </Button>
        ) : (
          <Button appearance="primary" onClick={() => navigate('/public/sign_in')}>
            Sign in
          </Button>
        )}
        {token && offerOtherAccount && <Button onClick={signOut}>Sign in as someone else</Button>}
      </div>
    </PublicFrame>
  );
}
