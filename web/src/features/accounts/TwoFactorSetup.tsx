/**
 * Setting up two-factor sign-in, in two steps: the current password makes a secret; then its QR
 * code (the server's SVG, shown as an image, where it runs nothing) and the key as text for typing
 * into the app, and a code from the app turns it on. A cancelled setup leaves the secret pending,
 * unused; the next setup replaces it.
 */
import type { ResponseOf } from '@shared/contract';
import { accountScreens as text } from '@shared/messages/accounts';
import { useId, useRef, useState } from 'react';
import { errorText } from '../../api/client';
import { type StepUpMethods, stepUpAsked } from './api/step-up';
import { startSetup, turnOn } from './api/two-factor';
import { CopyField } from './CopyField';
import { FormEnd } from './FormEnd';
import { PasswordField } from './ProofFields';
import { StepUp } from './StepUp';
import { useFormRequest } from './use-form-request';

type Setup = ResponseOf<'auth-2fa-setup'>;

function PasswordStep({ onSetup, onCancel }: { onSetup: (setup: Setup) => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const { error, busy, run } = useFormRequest(field, text.twoFactorFailed);
  const errorId = useId();
  /** An account with passkeys sets up an app only from a session that proved one (decision 0142): asked, then sent again. */
  const [stepUp, setStepUp] = useState<StepUpMethods | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);
  const setUp = async () => {
    try {
      onSetup(await startSetup(password));
    } catch (failure) {
      const methods = stepUpAsked(failure);
      if (!methods) throw failure;
      setStepUp(methods);
    }
  };
  if (stepUp)
    return (
      <StepUp
        heading="h3"
        methods={stepUp}
        onDone={async () => {
          setStepUp(null);
          // Proved: the setup goes again; a refusal now (the password changed meanwhile) shows on the form.
          await setUp().catch((failure: unknown) => setRetryError(errorText(failure, text.twoFactorFailed)));
        }}
        onCancel={onCancel}
      />
    );
  return (
    <form
      className="two-factor-form"
      onSubmit={(event) => {
        setRetryError(null);
        void run(event, setUp);
      }}
    >
      <PasswordField
        inputRef={field}
        value={password}
        onChange={setPassword}
        describedBy={error || retryError ? errorId : undefined}
      />
      <FormEnd
        error={error ?? retryError}
        errorId={errorId}
        busy={busy}
        submitLabel={text.twoFactorContinue}
        onCancel={onCancel}
      />
    </form>
  );
}

function ScanStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const { error, busy, run } = useFormRequest(field, text.twoFactorFailed);
  const scanId = useId();
  const errorId = useId();
  return (
    <form
      className="two-factor-form"
      onSubmit={(event) => void run(event, async () => onEnabled((await turnOn(code)).recoveryCodes))}
    >
      <p id={scanId}>{text.twoFactorScan}</p>
      <img
        className="qr-code"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={text.twoFactorQrAlt}
        width={196}
        height={196}
      />
      <div className="field">
        <span aria-hidden="true">{text.twoFactorKeyLabel}</span>
        <CopyField value={setup.secret} label={text.twoFactorKeyLabel} />
      </div>
      <label className="field">
        <span>{text.twoFactorCodeLabel}</span>
        <input
          ref={field}
          className="input code-input"
          name="one-time-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={error ? `${scanId} ${errorId}` : scanId}
        />
      </label>
      <FormEnd
        error={error}
        errorId={errorId}
        busy={busy}
        submitLabel={text.twoFactorTurnOn}
        onCancel={onCancel}
      />
    </form>
  );
}

export function TwoFactorSetup({
  onEnabled,
  onCancel,
}: {
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const [setup, setSetup] = useState<Setup | null>(null);
  return setup ? (
    <ScanStep setup={setup} onEnabled={onEnabled} onCancel={onCancel} />
  ) : (
    <PasswordStep onSetup={setSetup} onCancel={onCancel} />
  );
}
