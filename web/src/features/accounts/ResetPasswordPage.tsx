/**
 * /reset-password?token=…: a new password for the account a reset link names, typed twice. The
 * link works once; every session of the account has ended, so the page then offers to sign in.
 */
import '../../styles/accounts.css';
import { accountScreens as text } from '@shared/messages/accounts';
import { labels, ui } from '@shared/messages/screens';
import { checkNewPassword } from '@shared/validation';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { FormError } from '../../components/FormError';
import { LogoIcon } from '../../components/icons';
import { resetPassword } from './api/accounts';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNewPassword(password) ?? (password !== again ? text.passwordsDiffer : null);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (failure) {
      setError(errorText(failure, text.resetFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(event) => void submit(event)} noValidate>
        <div className="auth-brand">
          <LogoIcon size={36} />
          <span>{labels.appName}</span>
        </div>
        <h1>{text.resetTitle}</h1>
        {done ? (
          <p role="status">{text.resetDone}</p>
        ) : token === '' ? (
          <p>{text.resetNoToken}</p>
        ) : (
          <>
            <label className="field">
              <span>{text.newPasswordLabel}</span>
              <input
                name="new-password"
                type="password"
                autoComplete="new-password"
                // biome-ignore lint/a11y/noAutofocus: the form is the whole page; its first field is where the user starts.
                autoFocus
                value={password}
                aria-describedby={`${hintId} ${error ? errorId : ''}`.trim()}
                onChange={(event) => setPassword(event.target.value)}
              />
            </label>
            <label className="field">
              <span>{text.confirmPasswordLabel}</span>
              <input
                name="confirm-password"
                type="password"
                autoComplete="new-password"
                value={again}
                onChange={(event) => setAgain(event.target.value)}
              />
            </label>
            <p id={hintId} className="field-hint">
              {ui.passwordHint}
            </p>
            <FormError text={error} id={errorId} />
            <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
              {text.resetButton}
            </button>
          </>
        )}
        <p className="auth-switch">
          <Link to="/signin">{text.toSignIn}</Link>
        </p>
      </form>
    </main>
  );
}
