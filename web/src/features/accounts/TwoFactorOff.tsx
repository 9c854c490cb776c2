/** Turning two-factor sign-in off: the current password, and a code from the app or a recovery code. */
import { accountScreens as text } from '@shared/messages/accounts';
import { useId, useRef, useState } from 'react';
import { turnOff } from './api/two-factor';
import { FormEnd } from './FormEnd';
import { CodeField, PasswordField } from './ProofFields';
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
      <PasswordField inputRef={field} value={password} onChange={setPassword} describedBy={describedBy} />
      <CodeField value={code} onChange={setCode} describedBy={describedBy} />
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
