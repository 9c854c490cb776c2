/**
 * The profile's passkeys: those of the account (where each was made, when added and last used),
 * 'Add a passkey' and Remove. Adding one asks first for the password (and, with two-factor sign-in
 * on, a code), then shows the browser's own prompt: a passkey signs in for good, so the session
 * alone may not add one (docs/decisions/0142-sensitive-changes-need-proof.md). When the server asks
 * this session to prove the account's passkey first (its only second factor), that is asked
 * (./StepUp.tsx) and the addition sent again.
 */
import { accountScreens as text } from '@shared/messages/accounts';
import { useId, useRef, useState } from 'react';
import { errorText } from '../../api/client';
import { useRequest } from '../../lib/useRequest';
import { useCurrentUser } from '../../session/AuthProvider';
import { usePasskeys } from './api/accounts';
import { type StepUpMethods, stepUpAsked } from './api/step-up';
import { shortDate } from './dates';
import { FormEnd } from './FormEnd';
import { CodeField, PasswordField } from './ProofFields';
import { StepUp } from './StepUp';
import { useFormRequest } from './use-form-request';

type Proof = { password: string; code: string };

/** The password (and code) that confirm an addition. */
function ProofForm({
  twoFactor,
  onProof,
  onCancel,
}: {
  twoFactor: boolean;
  onProof: (proof: Proof) => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const { error, busy, run } = useFormRequest(field, text.passkeyAddFailed);
  const hintId = useId();
  const errorId = useId();
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <form
      className="two-factor-form"
      onSubmit={(event) => void run(event, () => onProof({ password, code: code.trim() }))}
    >
      <p id={hintId} className="hint">
        {text.passkeyAddHint}
      </p>
      <PasswordField inputRef={field} value={password} onChange={setPassword} describedBy={describedBy} />
      {twoFactor ? <CodeField value={code} onChange={setCode} describedBy={describedBy} /> : null}
      <FormEnd
        error={error}
        errorId={errorId}
        busy={busy}
        // Nothing to send until both are typed: the server would only ask for them again.
        ready={password !== '' && (!twoFactor || code.trim() !== '')}
        submitLabel={text.passkeyAddContinue}
        onCancel={onCancel}
      />
    </form>
  );
}

export function PasskeysSection() {
  const user = useCurrentUser();
  const { data, error, add, remove } = usePasskeys();
  // One line of status: a removal's or an addition's failure (cleared as the next removal starts).
  const { busy, error: status, setError: setStatus, run: request } = useRequest();
  /** Adding: the proof form open, or the step-up asked for with the proof kept to send again. */
  const [adding, setAdding] = useState<null | { stepUp?: { methods: StepUpMethods; proof: Proof } }>(null);

  const removeOne = (id: string) => request(() => remove(id), text.passkeyRemoveFailed);
  /** Sends the addition; a refusal that asks for a step-up opens it, any other is the form's to show. */
  const addWith = async (proof: Proof) => {
    try {
      await add(proof);
    } catch (failure) {
      const methods = stepUpAsked(failure);
      if (!methods) throw failure;
      setAdding({ stepUp: { methods, proof } });
      return;
    }
    setAdding(null);
    setStatus(text.passkeyAdded);
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
              onClick={() => void removeOne(passkey._id)}
            >
              {text.removePasskey}
            </button>
          </li>
        ))}
      </ul>
      {adding?.stepUp ? (
        <StepUp
          heading="h3"
          methods={adding.stepUp.methods}
          onDone={async () => {
            // Proved: the addition goes again; a refusal now (a password changed meanwhile) reopens the form.
            try {
              await addWith((adding.stepUp as { proof: Proof }).proof);
            } catch (failure) {
              setAdding({});
              setStatus(errorText(failure, text.passkeyAddFailed));
            }
          }}
          onCancel={() => setAdding(null)}
        />
      ) : adding ? (
        <ProofForm twoFactor={user.twoFactor === true} onProof={addWith} onCancel={() => setAdding(null)} />
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              setStatus(null);
              setAdding({});
            }}
          >
            {text.addPasskey}
          </button>
        </div>
      )}
      {status ? <p role="status">{status}</p> : null}
    </section>
  );
}
