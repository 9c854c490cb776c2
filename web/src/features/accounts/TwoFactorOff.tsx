/** Turning two-factor sign-in off: the current password, and a code from the app or a recovery code. */
import { accountScreens as text } from '@shared/messages/accounts';
import { useId, useRef, useState } from 'react';
import { turnOff } from './api/two-factor';
import { FormEnd } from './FormEnd';
import { useFormRequest } from './use-form-request';

export function TwoFactorOff({
  onOff,
  onCancel,
}: {
  onOff: (message: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const { error, busy, run } = useFormRequest(field, text.twoFactorFailed);
  const hintId = useId();
  const errorId = useId();
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <form
      className="two-factor-form"
      onSubmit={(event) => void run(event, async () => onOff((await turnOff(password, code)).message))}
    >
      <p id={hintId} className="hint">
        {text.twoFactorTurnOffHint}
      </p>
      <label className="field">
        <span>{text.currentPasswordLabel}</span>
        <input
          ref={field}
          className="input"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={describedBy}
        />
      </label>
      <label className="field">
        <span>{text.codeOrRecoveryLabel}</span>
        <input
          className="input code-input"
          name="one-time-code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={describedBy}
        />
      </label>
      <FormEnd
        error={error}
        errorId={errorId}
        busy={busy}
        submitLabel={text.twoFactorTurnOff}
        danger
        onCancel={onCancel}
      />
    </form>
  );
}
