/**
 * The profile's email address: whether it is verified, and a way to mail a new verification link
 * when it is not (the address itself is edited with the profile's information). While it waits for
 * confirmation, where password-reset mail still goes (docs/api.md#email).
 */
import { accountScreens as text } from '@shared/messages/accounts';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { requestVerification } from './api/accounts';

export function EmailSection({
  email,
  verified,
  recovery,
  mailOn,
}: {
  email: string;
  verified: boolean;
  /** The recovery address ('' for none). */
  recovery: string;
  mailOn: boolean;
}) {
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      setStatus((await requestVerification()).message);
    } catch (failure) {
      setStatus(errorText(failure, text.verificationFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="profile-card" aria-labelledby="email-title">
      <h2 id="email-title">{text.emailHeading}</h2>
      {email ? (
        <p>
          {email}{' '}
          <span className={`role-badge ${verified ? '' : 'role-disabled'}`} data-testid="email-state">
            {verified ? text.emailVerified : text.emailUnverified}
          </span>
        </p>
      ) : (
        <p className="hint">{text.noEmailYet}</p>
      )}
      {!verified && recovery ? (
        <p className="hint" data-testid="recovery-pending">
          {text.recoveryPending(recovery)}
        </p>
      ) : null}
      {email && !verified && mailOn ? (
        <div className="button-row">
          <button type="button" className="button" disabled={busy} onClick={() => void send()}>
            {text.sendVerification}
          </button>
        </div>
      ) : null}
      {status ? <p role="status">{status}</p> : null}
    </section>
  );
}
