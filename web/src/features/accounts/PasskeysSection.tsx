/**
 * The profile's passkeys: those of the account (where each was made, when added and last used),
 * 'Add a passkey' (the browser's own prompt), and Remove.
 */
import { accountScreens as text } from '@shared/messages/accounts';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { usePasskeys } from './api/accounts';
import { shortDate } from './dates';

export function PasskeysSection() {
  const { data, error, add, remove } = usePasskeys();
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    setStatus(null);
    try {
      await work();
      setStatus(done);
    } catch (failure) {
      setStatus(errorText(failure, failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="profile-card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{text.passkeysHeading}</h2>
      <p className="hint">{text.passkeysIntro}</p>
      {error ? <p className="form-error">{errorText(error, text.passkeysLoadFailed)}</p> : null}
      {data && data.length === 0 ? <p className="hint">{text.noPasskeys}</p> : null}
      <ul className="session-list">
        {(data ?? []).map((passkey) => (
          <li key={passkey._id} className="session-row" data-testid="passkey">
            <span>
              <strong>{passkey.name}</strong>
              <span className="admin-user-meta">
                {text.passkeyDetail(
                  shortDate(passkey.createdAt),
                  passkey.lastUsedAt ? shortDate(passkey.lastUsedAt) : null,
                )}
              </span>
            </span>
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-label={text.removePasskeyOf(passkey.name)}
              onClick={() => void run(() => remove(passkey._id), '', text.passkeyRemoveFailed)}
            >
              {text.removePasskey}
            </button>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(add, text.passkeyAdded, text.passkeyAddFailed)}
        >
          {text.addPasskey}
        </button>
      </div>
      {status ? <p role="status">{status}</p> : null}
    </section>
  );
}
