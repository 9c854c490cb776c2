/**
 * The fields a change that needs proof asks for (docs/decisions/0142-sensitive-changes-need-proof.md):
 * the account's password, and the second factor's code (or a recovery code). One pair of fields for
 * every such form: adding a passkey, turning two-factor on or off, a session's step-up.
 */
import { accountScreens as text } from '@shared/messages/accounts';
import type { Ref } from 'react';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The ids of the hint and the error that describe the field. */
  describedBy?: string | undefined;
  /** The field that takes focus when the form opens. */
  inputRef?: Ref<HTMLInputElement>;
}

export function PasswordField({ value, onChange, describedBy, inputRef }: FieldProps) {
  return (
    <label className="field">
      <span>{text.currentPasswordLabel}</span>
      <input
        ref={inputRef}
        className="input"
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
      />
    </label>
  );
}

export function CodeField({ value, onChange, describedBy, inputRef }: FieldProps) {
  return (
    <label className="field">
      <span>{text.codeOrRecoveryLabel}</span>
      <input
        ref={inputRef}
        className="input code-input"
        name="one-time-code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
      />
    </label>
  );
}
