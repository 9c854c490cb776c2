/**
 * 'Change Password' (SPEC.md sections 5 and 8): both fields required (submit disabled until both are
 * filled), the new one at least 6 characters; a success or error toast, and the failure inline.
 */
import { limits } from '@shared/limits';
import { failures, toasts, ui, validation } from '@shared/messages';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { api, errorText } from '../../api/client';

export function ChangePasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.length < limits.passwordMin) {
      setError(validation.passwordMin);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await api('auth-change-password', { body: { oldPassword, newPassword } });
      toast.success(toasts.passwordChanged);
      setOldPassword('');
      setNewPassword('');
    } catch (failure) {
      setError(errorText(failure, failures.changePassword));
      toast.error(toasts.passwordChangeFailed);
    } finally {
      setSaving(false);
    }
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
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={saving || !oldPassword || !newPassword}>
            {ui.changePassword}
          </button>
        </div>
      </form>
    </section>
  );
}
