/**
 * /verify-email?token=…: the link mailed to an address, in whatever browser the mail was read. A
 * sign-up's link verifies as the page opens; any other asks for the account's password (and a code
 * with two-factor sign-in on) before the address becomes the one password-reset mail goes to
 * (docs/decisions/0142-sensitive-changes-need-proof.md): the server says so, and which address.
 */
import '../../styles/accounts.css';
import { accountScreens as text } from '@shared/messages/accounts';
import { accountTexts } from '@shared/messages/server';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, errorText } from '../../api/client';
import { AuthCard } from '../../components/AuthCard';
import { FormError } from '../../components/FormError';
import { useRequest } from '../../lib/useRequest';
import { useAuth } from '../../session/AuthProvider';
import { verifyEmail } from './api/accounts';

/** What the link needs before it verifies: the address it confirms, and whether a code too. */
interface ProofAsked {
  email: string;
  twoFactor: boolean;
}

function proofAsked(failure: unknown): ProofAsked | null {
  const answer = failure instanceof ApiError ? failure.answer : undefined;
  if (answer?.passwordNeeded !== true) return null;
  return { email: String(answer.email ?? ''), twoFactor: answer.twoFactor === true };
}

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useAuth();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [asked, setAsked] = useState<ProofAsked | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, run } = useRequest();
  const errorId = useId();
  // Once per page: a second request would find the link used.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verifyEmail(token).then(
      (answer) => setResult({ ok: true, message: answer.message }),
      (failure: unknown) => {
        const proof = proofAsked(failure);
        if (proof) setAsked(proof);
        else setResult({ ok: false, message: errorText(failure, text.verifyFailed) });
      },
    );
  }, [token]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      async () =>
        setResult({ ok: true, message: (await verifyEmail(token, { password, code: code.trim() })).message }),
      text.verifyFailed,
      {
        // Two-factor turned on since the page asked: the code field appears.
        onFailure: (message) => {
          if (message === accountTexts.resetNeedsCode && asked) setAsked({ ...asked, twoFactor: true });
        },
      },
    );
  };

  const way = (
    <p className="auth-switch">
      <Link to={user ? '/' : '/signin'}>{user ? text.toDashboard : text.toSignIn}</Link>
    </p>
  );
  if (asked && !result)
    return (
      <AuthCard onSubmit={(event) => void confirm(event)}>
        <h1>{text.verifyTitle}</h1>
        <p>{text.verifyConfirmIntro(asked.email)}</p>
        <label className="field">
          <span>{text.verifyPasswordLabel}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            // biome-ignore lint/a11y/noAutofocus: the form is the whole page; its first field is where the user starts.
            autoFocus
            value={password}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {asked.twoFactor ? (
          <label className="field">
            <span>{text.resetCodeLabel}</span>
            <input
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
          {text.verifyConfirmButton}
        </button>
        {way}
      </AuthCard>
    );
  return (
    <AuthCard>
      <h1>{text.verifyTitle}</h1>
      {result ? (
        <p className={result.ok ? 'auth-notice' : 'form-error'} role="status">
          {result.message}
        </p>
      ) : (
        <p role="status">{text.verifying}</p>
      )}
      {way}
    </AuthCard>
  );
}
