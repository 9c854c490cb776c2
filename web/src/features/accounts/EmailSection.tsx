/**
 * The profile's email address: whether it is verified, and a way to mail a new verification link
 * when it is not (the address itself is edited with the profile's information). While it waits for
 * confirmation, where password-reset mail still goes (docs/api.md#email).
 */
import { accountScreens as text } from '@shared/messages/accounts';
import { useRequest } from '../../lib/useRequest';
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
  // One line of status: the server's answer, or the failure's text.
  const { busy, error: status, setError: setStatus, run } = useRequest();
  const send = () =>
    run(async () => setStatus((await requestVerification()).message), text.verificationFailed, {
      keepShown: true,
    });
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
