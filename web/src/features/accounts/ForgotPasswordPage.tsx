/**
 * /forgot-password: a username or an address, and the answer that a link was mailed if an account
 * with a verified address matches (the same answer whatever was found). On a site that sends no
 * mail, it says to ask an admin for a link instead.
 */
import '../../styles/accounts.css';
import { accountScreens as text } from '@shared/messages/accounts';

import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { FormError } from '../../components/FormError';
import { useRequest } from '../../lib/useRequest';
import { useAuthOptions } from '../../session/auth-options';
import { forgotPassword } from './api/accounts';

export function ForgotPasswordPage() {
  const { data: options } = useAuthOptions();
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, run } = useRequest();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => setSent((await forgotPassword(login.trim())).message), text.forgotFailed);
  };

  return (
    <AuthCard onSubmit={(event) => void submit(event)}>
      <h1>{text.forgotTitle}</h1>
      {options && !options.emailSignIn ? (
        <p className="auth-notice">{text.noMail}</p>
      ) : sent ? (
        <p className="auth-notice" role="status">
          {sent}
        </p>
      ) : (
        <>
          <p>{text.forgotIntro}</p>
          <label className="field">
            <span>{text.loginLabel}</span>
            <input
              name="login"
              autoComplete="username"
              // biome-ignore lint/a11y/noAutofocus: the form is the whole page; its one field is where the user starts.
              autoFocus
              required
              value={login}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setLogin(event.target.value)}
            />
          </label>
          <FormError text={error} id={errorId} />
          <button
            type="submit"
            className="button primary wide"
            disabled={busy || !login.trim()}
            aria-busy={busy}
          >
            {text.forgotButton}
          </button>
        </>
      )}
      <p className="auth-switch">
        <Link to="/signin">{text.toSignIn}</Link>
      </p>
    </AuthCard>
  );
}
