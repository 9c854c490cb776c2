/**
 * 'Change Password' (SPEC.md sections 5 and 8): both fields required (submit disabled until both are
 * filled), the new one at least 6 characters; a success or error toast, and the failure inline.
 */
import { limits } from '@shared/limits';
import { failures, ui } from '@shared/messages/screens';
import { validation } from '@shared/messages/validation';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../api/client';
import { FormError } from '../../components/FormError';
import { useChangePassword } from './api/profile-actions';

export function ChangePasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { changePassword, pending: saving } = useChangePassword();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.length < limits.passwordMin) {
      setError(validation.passwordMin);
      return;
    }
    setError(null);
    const outcome = await changePassword(oldPassword, newPassword);
    if (outcome.ok) {
      setOldPassword('');
      setNewPassword('');
    } else setError(errorText(outcome.error, failures.changePassword));
  };

  return (
    <section className="profile-card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{ui.changePassword}</h2>
      <form className="profile-form" onSubmit={submit}>
        <label className="field">
          {ui.currentPassword}
          <input
            type="password"
            value={oldPassword}
            onChange={(e) => setOldPassword(e.target.value)}
            autoComplete="current-password"
            required
          />
        </label>
        <label className="field">
          {ui.newPassword}
          <input
            type="password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            autoComplete="new-password"
            required
          />
        </label>
        <FormError text={error} />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={saving || !oldPassword || !newPassword}>
            {ui.changePassword}
          </button>
        </div>
      </form>
    </section>
  );
}
