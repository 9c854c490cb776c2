/**
 * Invitations: make one (for an email or anyone, how many sign-ups, for how many days) and see its
 * link once to copy; the open ones listed (an admin sees everyone's) with Delete. On the admin
 * page, and on the profile for members when the site lets them invite.
 */
import { inviteLimits } from '@shared/accounts';
import { accountScreens as text } from '@shared/messages/accounts';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../api/client';
import { useRequest } from '../../lib/useRequest';
import { useInvites } from './api/accounts';
import { CopyField } from './CopyField';
import { shortDate } from './dates';

export function InvitesPanel({ showInviter }: { showInviter: boolean }) {
  const { data, error, create, remove } = useInvites();
  const [email, setEmail] = useState('');
  const [uses, setUses] = useState<number>(inviteLimits.usesDefault);
  const [days, setDays] = useState<number>(inviteLimits.expiresInDaysDefault);
  const [link, setLink] = useState<string | null>(null);
  // One line of status: a deletion done, or a failure's text (cleared as the next invitation starts).
  const { busy, error: status, setError: setStatus, run } = useRequest();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const made = await create({
        ...(email.trim() ? { email: email.trim() } : {}),
        uses,
        expiresInDays: days,
      });
      setLink(made.url);
      setEmail('');
    }, text.inviteFailed);
  };

  return (
    <section className="profile-card admin-section" aria-labelledby="invites-title">
      <h2 id="invites-title">{text.invitesHeading}</h2>
      <p className="hint">{text.invitesIntro}</p>
      <form className="invite-form" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span>{text.inviteEmailLabel}</span>
          <input
            className="input"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label className="field">
          <span>{text.inviteUsesLabel}</span>
          <input
            className="input"
            type="number"
            min={inviteLimits.usesMin}
            max={inviteLimits.usesMax}
            value={uses}
            onChange={(event) => setUses(Number(event.target.value))}
          />
        </label>
        <label className="field">
          <span>{text.inviteDaysLabel}</span>
          <input
            className="input"
            type="number"
            min={inviteLimits.expiresInDaysMin}
            max={inviteLimits.expiresInDaysMax}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          />
        </label>
        <div className="button-row">
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
            {text.createInvite}
          </button>
        </div>
      </form>
      {link ? (
        <div className="admin-link">
          <p>{text.inviteMade}</p>
          <CopyField value={link} label={text.linkLabel} />
        </div>
      ) : null}
      {status ? <p role="status">{status}</p> : null}
      {error ? <p className="form-error">{errorText(error, text.invitesLoadFailed)}</p> : null}
      {data && data.length === 0 ? <p className="hint">{text.noInvites}</p> : null}
      <ul className="invite-list">
        {(data ?? []).map((invite) => {
          const what = invite.email ?? text.anyone;
          return (
            <li key={invite._id} className="invite-row">
              <span>
                <strong>{what}</strong>{' '}
                {text.inviteSummary(invite.usesLeft, invite.uses, shortDate(invite.expiresAt))}
                {showInviter ? ` ${text.inviteBy(invite.inviter.username)}` : ''}
              </span>
              <button
                type="button"
                className="button danger"
                aria-label={text.deleteInviteOf(what)}
                onClick={() =>
                  void remove(invite._id).then(
                    () => setStatus(text.inviteDeleted),
                    (failure: unknown) => setStatus(errorText(failure, text.inviteFailed)),
                  )
                }
              >
                {text.deleteInvite}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
