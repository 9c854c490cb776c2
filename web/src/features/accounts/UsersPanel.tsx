/**
 * The admin page's accounts: a search by username, 50 a page with "Show more", and for each
 * account its role, state and last visit, with what the admin may do to it: make admin or member,
 * disable or enable (confirmed), a reset link (shown to copy), delete it with everything in it
 * (confirmed; called again until done), and, for the owner, hand the site over (confirmed). What
 * the server refuses is said beside the account; nothing changes then.
 */
import { mayActOn, type UserRole } from '@shared/accounts';
import { accountScreens as text } from '@shared/messages/accounts';
import type { AdminUser } from '@shared/types';
import { useDeferredValue, useId, useState } from 'react';
import { errorText } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRequest } from '../../lib/useRequest';
import { changeAccount, deleteAccountOf, resetLinkFor, useAdminUsers, useHandOver } from './api/accounts';
import { CopyField } from './CopyField';
import { shortDate } from './dates';

type Pending = { kind: 'disable' | 'handOver' | 'delete'; user: AdminUser } | null;

function AccountRow({
  user,
  me,
  onChanged,
  onConfirm,
}: {
  user: AdminUser;
  me: { _id: string; role: UserRole };
  onChanged: (user: AdminUser) => void;
  onConfirm: (pending: Pending) => void;
}) {
  // One line of status: what was done, or the failure's text (cleared as the next request starts).
  const { busy, error: status, setError: setStatus, run: request } = useRequest();
  const [link, setLink] = useState<string | null>(null);
  const may = user._id !== me._id && mayActOn(me.role, user.role);
  const run = (work: () => Promise<void>) => request(work, text.changeFailed);
  const change = (body: { role?: 'admin' | 'member'; disabled?: boolean }) =>
    run(async () => {
      onChanged(await changeAccount(user._id, body));
      setStatus(text.accountChanged(user.username));
    });
  return (
    <li className="admin-user" data-testid={`account-${user.username}`}>
      <div className="admin-user-main">
        <span className="admin-user-name">{user.username}</span>
        <span className={`role-badge role-${user.role}`}>{text.roles[user.role]}</span>
        {user.disabled ? <span className="role-badge role-disabled">{text.disabled}</span> : null}
        {user.twoFactor ? <span className="role-badge">{text.twoFactorOn}</span> : null}
        <span className="admin-user-meta">
          {user.email ? `${user.email} · ` : ''}
          {user.lastSeenAt ? text.lastSeen(shortDate(user.lastSeenAt)) : text.neverSeen}
        </span>
      </div>
      {may ? (
        <fieldset className="button-row admin-actions">
          <legend className="visually-hidden">{text.actionsOf(user.username)}</legend>
          <select
            className="input"
            aria-label={text.roleOf(user.username)}
            value={user.role}
            disabled={busy}
            onChange={(event) => void change({ role: event.target.value as 'admin' | 'member' })}
          >
            <option value="member">{text.roles.member}</option>
            <option value="admin">{text.roles.admin}</option>
          </select>
          {user.disabled ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void change({ disabled: false })}
            >
              {text.enable}
            </button>
          ) : (
            <button
              type="button"
              className="button danger"
              disabled={busy}
              onClick={() => onConfirm({ kind: 'disable', user })}
            >
              {text.disable}
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                setLink((await resetLinkFor(user._id)).url);
              })
            }
          >
            {text.resetLink}
          </button>
          <button
            type="button"
            className="button danger"
            disabled={busy}
            onClick={() => onConfirm({ kind: 'delete', user })}
          >
            {text.deleteUser}
          </button>
          {me.role === 'owner' && !user.disabled ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => onConfirm({ kind: 'handOver', user })}
            >
              {text.handOver}
            </button>
          ) : null}
        </fieldset>
      ) : null}
      {link ? (
        <div className="admin-link">
          <p>{text.resetLinkMade(user.username)}</p>
          <CopyField value={link} label={text.linkLabel} />
        </div>
      ) : null}
      {status ? (
        <p className="hint" role="status">
          {status}
        </p>
      ) : null}
    </li>
  );
}

/** What each confirmed action asks, and its button. */
const confirmTexts = {
  disable: { title: text.disableConfirm, label: text.disable },
  handOver: { title: text.handOverConfirm, label: text.handOver },
  delete: { title: text.deleteUserConfirm, label: text.deleteUser },
} satisfies Record<NonNullable<Pending>['kind'], { title: (username: string) => string; label: string }>;

export function UsersPanel({ me }: { me: { _id: string; role: UserRole } }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const { users, hasMore, error, isLoading, size, setSize, replace, remove } = useAdminUsers(query);
  const handOver = useHandOver();
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    setPending(null);
    try {
      if (kind === 'disable') {
        await replace(await changeAccount(user._id, { disabled: true }));
        setNotice(text.accountChanged(user.username));
      } else if (kind === 'delete') {
        await deleteAccountOf(user._id, () => setNotice(text.userDeleting(user.username)));
        await remove(user._id);
        setNotice(text.userDeleted(user.username));
      } else {
        await handOver(user._id);
        setNotice(text.handedOver(user.username));
      }
    } catch (failure) {
      setNotice(errorText(failure, text.changeFailed));
    }
  };

  return (
    <section className="profile-card admin-section" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title">{text.usersHeading}</h2>
      <label className="field" htmlFor={searchId}>
        <span>{text.usersSearchLabel}</span>
        <input
          id={searchId}
          className="input"
          type="search"
          value={search}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      {notice ? <p role="status">{notice}</p> : null}
      {error ? <p className="form-error">{errorText(error, text.usersLoadFailed)}</p> : null}
      {!isLoading && !error && users.length === 0 ? <p className="hint">{text.noUsers}</p> : null}
      <ul className="admin-users">
        {users.map((user) => (
          <AccountRow
            key={user._id}
            user={user}
            me={me}
            onChanged={(u) => void replace(u)}
            onConfirm={setPending}
          />
        ))}
      </ul>
      {hasMore ? (
        <button type="button" className="button" onClick={() => void setSize(size + 1)}>
          {text.showMore}
        </button>
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={confirmTexts[pending.kind].title(pending.user.username)}
          confirmLabel={confirmTexts[pending.kind].label}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}
