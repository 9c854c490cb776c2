/**
 * The profile's Notifications section: for each kind of notice, Off, In the app or Email (a radio
 * group each, so arrows move between the choices and Tab between the kinds), saved as chosen; and
 * the zone the daily digest goes at 8:00 in.
 */
import { notificationSettingsPanelTexts as text } from '@shared/messages/notification-settings';
import {
  type NotificationChoice,
  type NotificationKind,
  notificationChoices,
  notificationKinds,
} from '@shared/notification-settings';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { useNotificationSettings } from './api/notification-settings';

export function NotificationsSection() {
  const { data, error, change } = useNotificationSettings();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  // Each choice is saved as made (arrow keys move through a group one save at a time); the
  // controls stay enabled, so the keyboard's focus stays where it is.
  const choose = async (kind: NotificationKind, choice: NotificationChoice) => {
    setStatus(null);
    try {
      await change({ [kind]: choice });
      setStatus({ ok: true, message: text.saved });
    } catch (failure) {
      setStatus({ ok: false, message: errorText(failure, text.failed) });
    }
  };
  return (
    <section className="profile-card" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title">{text.title}</h2>
      <p className="hint">{text.intro}</p>
      {error ? <p className="form-error">{errorText(error, text.failed)}</p> : null}
      {data && !data.emailReady ? <p className="hint">{text.noEmail}</p> : null}
      {data
        ? notificationKinds.map((kind) => (
            <fieldset key={kind} className="notification-kind">
              <legend>{text.kinds[kind]}</legend>
              {notificationChoices.map((choice) => (
                <label key={choice} className="notification-choice">
                  <input
                    type="radio"
                    name={`notify-${kind}`}
                    value={choice}
                    checked={data[kind] === choice}
                    onChange={() => void choose(kind, choice)}
                  />
                  {text.choices[choice]}
                </label>
              ))}
            </fieldset>
          ))
        : null}
      {data?.timeZone ? <p className="hint">{text.timeZone(data.timeZone)}</p> : null}
      <p className={status?.ok === false ? 'form-error' : 'hint'} role="status">
        {status?.message ?? ''}
      </p>
    </section>
  );
}
