/**
 * The own profile's header: avatar, username, email or 'No email added', bio or 'No bio added',
 * 'Account created: {date}' or N/A, and 'Edit Profile Info' with its form.
 */
import { failures, profileLabels, ui } from '@shared/messages/screens';
import type { User } from '@shared/types';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../api/client';
import { Avatar } from '../../components/Avatar';
import { FormError } from '../../components/FormError';
import { useUpdateProfile } from './api/profile-actions';
import { createdDate } from './stats';

export function ProfileInfo({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const created = createdDate(user.createdAt);
  return (
    <section className="profile-card profile-head" aria-label={profileLabels.accountInfo}>
      <Avatar username={user.username} coverImg={user.coverImg} size={96} decorative={false} />
      <div className="profile-head-text">
        <h1>{user.username}</h1>
        {editing ? (
          <EditProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <>
            <p data-testid="profile-email">{user.email || <span className="muted">{ui.noEmail}</span>}</p>
            <p data-testid="profile-bio">{user.bio || <span className="muted">{ui.noBio}</span>}</p>
            <p className="muted small">{ui.accountCreated(created ?? ui.notAvailable)}</p>
            <button type="button" className="button ghost" onClick={() => setEditing(true)}>
              {ui.editProfileInfo}
            </button>
          </>
        )}
      </div>
    </section>
  );
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { update, pending: saving } = useUpdateProfile();
  const [email, setEmail] = useState(user.email);
  const [bio, setBio] = useState(user.bio);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await update({ email: email.trim(), bio });
    if (outcome.ok) onDone();
    else setError(errorText(outcome.error, failures.updateProfile));
  };

  return (
    <form className="profile-form" onSubmit={submit} aria-label={ui.editProfileInfo}>
      <label className="field">
        {profileLabels.email}
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
      </label>
      <label className="field">
        {profileLabels.bio}
        <textarea value={bio} onChange={(e) => setBio(e.target.value)} rows={3} />
      </label>
      <FormError text={error} />
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={saving}>
          {ui.saveChanges}
        </button>
        <button type="button" className="button ghost" onClick={onDone} disabled={saving}>
          {ui.cancel}
        </button>
      </div>
    </form>
  );
}
