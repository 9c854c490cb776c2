/**
 * The reset page's list of the account's passkeys, each with a Remove button that acts by the
 * page's link (./use-reset-account.ts): a passkey someone else made signs in whatever the password.
 */
import { accountScreens as text } from '@shared/messages/accounts';
import type { Passkey } from '@shared/types';
import { useRequest } from '../../lib/useRequest';
import { shortDate } from './dates';

export function ResetPasskeys({
  passkeys,
  remove,
}: {
  passkeys: Passkey[];
  remove: (id: string) => Promise<void>;
}) {
  // One line of status: the passkey removed, or the failure's text.
  const { busy, error: status, setError: setStatus, run } = useRequest();
  const removeOne = (passkey: Passkey) =>
    run(async () => {
      await remove(passkey._id);
      setStatus(text.resetPasskeyRemoved(passkey.name));
    }, text.passkeyRemoveFailed);
  return (
    <section aria-labelledby="reset-passkeys-title" className="reset-passkeys">
      <h2 id="reset-passkeys-title">{text.resetPasskeysHeading}</h2>
      {passkeys.length === 0 ? (
        <p className="hint">{text.resetPasskeysNone}</p>
      ) : (
        <>
          <p className="hint">{text.resetPasskeysIntro}</p>
          <ul className="session-list">
            {passkeys.map((passkey) => (
              <li key={passkey._id} className="session-row" data-testid="reset-passkey">
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
                  onClick={() => void removeOne(passkey)}
                >
                  {text.removePasskey}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {status ? <p role="status">{status}</p> : null}
    </section>
  );
}
