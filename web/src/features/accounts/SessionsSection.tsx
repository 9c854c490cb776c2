/**
 * The profile's signed-in devices: each session with its browser and system, when it began and was
 * last active, this one marked; 'Sign out' for another, 'Sign out everywhere else'. A device signed
 * out here answers 401 on its next request and its page goes to the sign-in.
 */
import { accountScreens as text } from '@shared/messages/accounts';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { useSessions } from './api/accounts';
import { shortDate } from './dates';

export function SessionsSection() {
  const { data, error, signOut, signOutOthers } = useSessions();
  const [status, setStatus] = useState<string | null>(null);
  const run = (work: Promise<void>, done: string) =>
    void work.then(
      () => setStatus(done),
      (failure: unknown) => setStatus(errorText(failure, text.sessionFailed)),
    );
  const others = (data ?? []).filter((session) => !session.current);
  return (
    <section className="profile-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{text.sessionsHeading}</h2>
      {error ? <p className="form-error">{errorText(error, text.sessionsLoadFailed)}</p> : null}
      <ul className="session-list">
        {(data ?? []).map((session) => (
          <li key={session._id} className="session-row" data-testid="session">
            <span>
              <strong>{session.device}</strong>
              {session.current ? <span className="role-badge">{text.thisDevice}</span> : null}
              <span className="admin-user-meta">
                {text.sessionDetail(shortDate(session.createdAt), shortDate(session.lastSeenAt))}
              </span>
            </span>
            {session.current ? null : (
              <button
                type="button"
                className="button"
                aria-label={text.signOutSessionOf(session.device)}
                onClick={() => run(signOut(session._id), text.sessionEnded)}
              >
                {text.signOutSession}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div className="button-row">
          <button
            type="button"
            className="button danger"
            onClick={() => run(signOutOthers(), text.othersEnded)}
          >
            {text.signOutOthers}
          </button>
        </div>
      ) : null}
      {status ? <p role="status">{status}</p> : null}
    </section>
  );
}
