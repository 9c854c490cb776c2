/**
 * /undo-email?token=…: the link mailed to a recovery address that a confirmation replaced. It asks
 * first (link scanners open every link, and it signs every session out), then puts the address back
 * (docs/decisions/0142-sensitive-changes-need-proof.md) and offers "Forgot password?".
 */
import '../../styles/accounts.css';
import { accountScreens as text } from '@shared/messages/accounts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { AuthCard } from '../../components/AuthCard';
import { undoEmailChange } from './api/accounts';

export function UndoEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      setResult({ ok: true, message: (await undoEmailChange(token)).message });
    } catch (failure) {
      setResult({ ok: false, message: errorText(failure, text.undoFailed) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard>
      <h1>{text.undoTitle}</h1>
      {result ? (
        <p className={result.ok ? 'auth-notice' : 'form-error'} role="status">
          {result.message}
        </p>
      ) : token === '' ? (
        <p>{text.resetNoToken}</p>
      ) : (
        <>
          <p>{text.undoIntro}</p>
          <button type="button" className="button primary" disabled={busy} onClick={() => void confirm()}>
            {text.undoButton}
          </button>
        </>
      )}
      <p className="auth-switch">
        {result?.ok ? (
          <Link to="/forgot-password">{text.forgotLink}</Link>
        ) : (
          <Link to="/signin">{text.toSignIn}</Link>
        )}
      </p>
    </AuthCard>
  );
}
