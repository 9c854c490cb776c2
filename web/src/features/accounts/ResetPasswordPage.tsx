/**
 * /reset-password?token=…: a new password for the account a reset link names, typed twice. The
 * link works once; every session of the account has ended, so the page then offers to sign in.
 * The page first reads what the link may act on: whose account it is, whether a code is needed
 * (an account with two-factor sign-in on: asked up front, or once the server says so), and the
 * account's passkeys, each removable here by the same link, which setting the password does not do
 * (docs/decisions/0142-sensitive-changes-need-proof.md).
 */
import '../../styles/accounts.css';
import { accountScreens as text } from '@shared/messages/accounts';
import { ui } from '@shared/messages/screens';
import { accountTexts } from '@shared/messages/server';
import { checkNewPassword } from '@shared/validation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { FormError } from '../../components/FormError';
import { useRequest } from '../../lib/useRequest';
import { resetPassword } from './api/accounts';
import { ResetPasskeys } from './ResetPasskeys';
import { useResetAccount } from './use-reset-account';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const { busy, error, setError, run } = useRequest();
  const [done, setDone] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();
  const account = useResetAccount(token);
  useEffect(() => {
    if (needsCode) codeField.current?.focus();
  }, [needsCode]);
  const askCode = needsCode || account.data?.twoFactor === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNewPassword(password) ?? (password !== again ? text.passwordsDiffer : null);
    if (problem) return setError(problem);
    await run(
      async () => {
        await resetPassword(token, password, askCode ? code : undefined);
        setDone(true);
      },
      text.resetFailed,
      {
        onFailure: (message) => {
          if (message === accountTexts.resetNeedsCode) setNeedsCode(true);
        },
      },
    );
  };

  return (
    <AuthCard onSubmit={(event) => void submit(event)}>
      <h1>{text.resetTitle}</h1>
      {done ? (
        <p role="status">{text.resetDone}</p>
      ) : token === '' ? (
        <p>{text.resetNoToken}</p>
      ) : account.error ? (
        <p className="form-error" role="alert">
          {account.error}
        </p>
      ) : (
        <>
          {account.data ? <p>{text.resetFor(account.data.username)}</p> : null}
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
          {askCode ? (
            <label className="field">
              <span>{text.resetCodeLabel}</span>
              <input
                ref={codeField}
                name="one-time-code"
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                value={code}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => setCode(event.target.value)}
              />
            </label>
          ) : null}
          <FormError text={error} id={errorId} />
          <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
            {text.resetButton}
          </button>
          {account.data ? (
            <ResetPasskeys passkeys={account.data.passkeys} remove={account.removePasskey} />
          ) : null}
        </>
      )}
      <p className="auth-switch">
        <Link to="/signin">{text.toSignIn}</Link>
      </p>
    </AuthCard>
  );
}
