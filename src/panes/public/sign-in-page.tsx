/**
 * Sign in (spec 2): the welcome title, picture and subtitle come from /api/config; single sign-on
 * is offered unless configuration hides it. Where the user lands afterwards is the router's job
 * (the redirect query, else the default stage's dashboards).
 */
import { Body1, Button, Caption1, Divider, Field, Image, Input, Link, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { sendPasswordResetLink } from '../../api/auth';
import { usePublicConfig } from '../../api/config';
import { email as emailRule, required, validate } from '../../domain/validation';
import { signIn, signInWithSso } from '../../features/auth/sign-in';
import { session } from '../../state/session';
import type { PaneProps } from '../pane-types';
import { PublicFrame } from './public-frame';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  picture: { width: '100%', maxHeight: '180px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  row: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

export default function SignInPage(_: PaneProps) {
  const s = useStyles();
  const { data: config } = usePublicConfig();
  const { authStatus } = useSnapshot(session);
  const [mode, setMode] = useState<'sign-in' | 'reset'>('sign-in');
  const [emailValue, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);

  const emailError = validate(emailValue, [required, emailRule]);
  const passwordError = validate(password, [required]);
  const busy = authStatus === 'authenticating' || sending;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (emailError !== true) return;
    if (mode === 'reset') {
      setSending(true);
      try {
        await sendPasswordResetLink(emailValue.trim());
        setMode('sign-in');
      } catch {
        // The catalogue showed the server's message.
      } finally {
        setSending(false);
      }
      return;
    }
    if (passwordError !== true) return;
    await signIn(emailValue, password);
  }

  return (
    <PublicFrame brand={!config?.welcome_title}>
      {config?.welcome_picture && <Image className={s.picture} src={config.welcome_picture} alt="" />}
      <div className={s.heading}>
        <Subtitle1 as="h1">{config?.welcome_title ?? 'Sign In'}</Subtitle1>
        {config?.welcome_subtitle && (
          <Body1 as="p" className={s.muted}>
            {config.welcome_subtitle}
          </Body1>
        )}
      </div>
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label={mode === 'reset' ? 'Reset password' : 'Sign in'}>
        <Field label="E-mail" required validationMessage={touched && emailError !== true ? emailError : undefined}>
          <Input type="email" name="email" autoComplete="username" value={emailValue} onChange={(_, d) => setEmail(d.value)} autoFocus />
        </Field>
        {mode === 'sign-in' && (
          <Field label="Password" required validationMessage={touched && passwordError !== true ? passwordError : undefined}>
            <Input type="password" name="password" autoComplete="current-password" value={password} onChange={(_, d) => setPassword(d.value)} />
          </Field>
        )}
        <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {mode === 'reset' ? 'Send reset link' : 'Sign in'}
        </Button>
        <div className={s.row}>
          <Link as="button" type="button" onClick={() => setMode(mode === 'reset' ? 'sign-in' : 'reset')}>
            {mode === 'reset' ? 'Back to sign in' : 'Forgot password?'}
          </Link>
        </div>
      </form>
      {config && !config.hide_sso && mode === 'sign-in' && (
        <>
          <Divider>or</Divider>
          <Button onClick={() => void signInWithSso()} disabled={busy}>
            Sign in with single sign-on
          </Button>
        </>
      )}
      {config?.contact_us && <Caption1 className={s.muted}>{config.contact_us}</Caption1>}
    </PublicFrame>
  );
}
