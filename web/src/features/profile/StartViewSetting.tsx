/**
 * The view the app opens on (docs/api.md#upcoming): Today, or Upcoming (what new accounts open on),
 * kept on the profile so that every device opens on it.
 */
import { startViewTexts as texts } from '@shared/messages/start-view';
import { type StartView, startViews } from '@shared/web-views';
import { useId } from 'react';
import { useCurrentUser } from '../../session/AuthProvider';
import { useUpdateProfile } from './api/profile-actions';

export function StartViewSetting() {
  const user = useCurrentUser();
  const { update, pending } = useUpdateProfile();
  const id = useId();
  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      <label className="field">
        <span>{texts.label}</span>
        <select
          value={user.startView ?? 'today'}
          disabled={pending}
          onChange={(event) => void update({ startView: event.target.value as StartView })}
        >
          {startViews.map((view) => (
            <option key={view} value={view}>
              {texts.choices[view]}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
