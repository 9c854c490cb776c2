/**
 * The profile's last account section: deleting the account. It offers the export first (the data
 * feature's, passed in by the page: features do not import each other), then asks for the username
 * typed out and the password (and, with two-factor sign-in on, a code). The deletion is called again while the server says more is left,
 * each step shown; once done, the session ends here too and the page goes to the sign-in. The owner
 * is told to hand the site over first (the server refuses them).
 */
import { accountScreens as text } from '@shared/messages/accounts';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../api/client';
import { useAuth } from '../../session/AuthProvider';
import { deleteOwnAccount } from './api/accounts';

export function DeleteAccountSection({
  username,
  owner,
  twoFactor,
  onExport,
}: {
  username: string;
  owner: boolean;
  /** Two-factor sign-in is on: a code from the app (or a recovery code) is asked for too. */
  twoFactor: boolean;
  onExport: () => Promise<void>;
}) {
  const nameId = useId();
  const passwordId = useId();
  const codeId = useId();
  const [code, setCode] = useState('');
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = () =>
    void onExport().then(
      () => setStatus(text.exported),
      (error: unknown) => setStatus(errorText(error, text.exportFailed)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await deleteOwnAccount(password, code.trim(), setStep);
    } catch (error) {
      setStep(null);
      setFailure(errorText(error, text.deleteFailed));
      return;
    }
    // The server ended the session with the account: this device forgets it, on the sign-in page.
    navigate('/signin', { replace: true });
    await logout();
  };

  const busy = step !== null;
  return (
    <section className="profile-card delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{text.deleteHeading}</h2>
      <p className="hint">{text.deleteIntro}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={download} disabled={busy}>
          {text.exportFirst}
        </button>
      </div>
      {status ? <p role="status">{status}</p> : null}
      {owner ? (
        <p className="hint">{text.ownerHandsOver}</p>
      ) : (
        <form className="delete-account-form" onSubmit={(event) => void submit(event)}>
          <label className="field" htmlFor={nameId}>
            <span>{text.deleteTypeName(username)}</span>
            <input
              id={nameId}
              className="input"
              value={typed}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              disabled={busy}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <label className="field" htmlFor={passwordId}>
            <span>{text.deletePasswordLabel}</span>
            <input
              id={passwordId}
              className="input"
              type="password"
              value={password}
              autoComplete="current-password"
              disabled={busy}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
          {twoFactor ? (
            <label className="field" htmlFor={codeId}>
              <span>{text.codeOrRecoveryLabel}</span>
              <input
                id={codeId}
                className="input"
                value={code}
                autoComplete="one-time-code"
                disabled={busy}
                onChange={(event) => setCode(event.target.value)}
              />
            </label>
          ) : null}
          <div className="button-row">
            <button
              type="submit"
              className="button danger"
              disabled={
                busy || typed.trim() !== username || password === '' || (twoFactor && code.trim() === '')
              }
            >
              {text.deleteButton}
            </button>
          </div>
        </form>
      )}
      {busy ? (
        <div role="status" className="delete-account-progress">
          <progress aria-label={text.deleting} />
          <span>{step === 1 ? text.deleting : text.deletingStep(step)}</span>
        </div>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
