/**
 * Password change (spec 2): reached from a reset link or after a 406 at sign-in, always with a token
 * in the query (the router sends anyone without one to sign-in).
 */
import { Body1, Button, Field, Input, Link, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { changePassword } from '../../api/auth';
import { password as passwordRule, required, validate } from '../../domain/validation';
import type { PaneProps } from '../pane-types';
import { PublicFrame } from './public-frame';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The spec allows any query key that contains 'token' (reset_token, token, …). */
export function tokenOf(params: Readonly<Record<string, string>>): string | null {
  const key = Object.keys(params).find((k) => k.includes('token'));
  return key ? params[key] : null;
}

export default function PasswordChangePage({ instance }: PaneProps) {
  const s = useStyles();
  const token = tokenOf(instance.params) ?? '';
  const email = instance.params.email ?? '';
  const [pw, setPw] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const pwError = validate(pw, [required, passwordRule]);
  const repeatError = repeat !== pw ? 'Passwords do not match' : validate(repeat, [required]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (pwError !== true || repeatError !== true) return;
    setBusy(true);
    try {
      await changePassword(token, pw);
      navigate('/public/sign_in', { replace: true });
    } catch {
      // The catalogue showed the server's message (an expired link, a weak password).
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicFrame>
      <div className={s.heading}>
        <Subtitle1 as="h1">Change your password</Subtitle1>
        {email && (
          <Body1 as="p" className={s.muted}>
            for {email}
          </Body1>
        )}
      </div>
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
        <Field label="New password" required validationMessage={touched && pwError !== true ? pwError : undefined}>
          <Input type="password" autoComplete="new-password" value={pw} onChange={(_, d) => setPw(d.value)} autoFocus />
        </Field>
        <Field label="Repeat the new password" required validationMessage={touched && repeatError !== true ? repeatError : undefined}>
          <Input type="password" autoComplete="new-password" value={repeat} onChange={(_, d) => setRepeat(d.value)} />
        </Field>
        <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          Change password
        </Button>
        <Link
          href="/public/sign_in"
          onClick={(e) => {
            e.preventDefault();
            navigate('/public/sign_in');
          }}
        >
          Back to sign in
        </Link>
      </form>
    </PublicFrame>
  );
}
