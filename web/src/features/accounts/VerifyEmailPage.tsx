/**
 * /verify-email?token=…: the link mailed to an address verifies it as the page opens (in whatever
 * browser the mail was read), then offers the way in.
 */
import '../../styles/accounts.css';
import { accountScreens as text } from '@shared/messages/accounts';

import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { AuthCard } from '../../components/AuthCard';
import { useAuth } from '../../session/AuthProvider';
import { verifyEmail } from './api/accounts';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useAuth();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  // Once per page: a second request would find the link used.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verifyEmail(token).then(
      (answer) => setResult({ ok: true, message: answer.message }),
      (failure: unknown) => setResult({ ok: false, message: errorText(failure, text.verifyFailed) }),
    );
  }, [token]);

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
      <p className="auth-switch">
        <Link to={user ? '/' : '/signin'}>{user ? text.toDashboard : text.toSignIn}</Link>
      </p>
    </AuthCard>
  );
}
