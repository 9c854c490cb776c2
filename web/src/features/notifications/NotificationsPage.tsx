/**
 * The notifications page (/notifications, SPEC.md section 2): 'Team Requests' and 'Your
 * Notifications', newest first; the empty state when there are none; an error box (and its toast)
 * when loading failed.
 */
import '../../styles/profile.css';
import { notificationsPageTexts } from '@shared/messages/notifications-page';
import { failures, profileLabels, toasts, ui } from '@shared/messages/screens';
import { noticeLink } from '@shared/task-links';
import type { FromUser, TeamRequest } from '@shared/types';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/client';
import { Avatar } from '../../components/Avatar';
import { IconButton } from '../../components/IconButton';
import { BellIcon, CrossIcon, InboxIcon } from '../../components/icons';
import { PageFrame } from '../../components/PageFrame';
import { Spinner } from '../../components/Spinner';
import { momentText } from '../../lib/moment-text';
import { toast } from '../../lib/toast';
import { useNotificationActions } from './api/actions';
import { useNotifications, useRequests } from './api/lists';
import { useSeenMark } from './api/seen';
import { shownMessage, timeAgo } from './note-display';
import { isNewSince, newestId } from './seen';

const newestFirst = <T extends { createdAt: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** '2 min ago', with the exact date and time on hover. */
function Timestamp({ iso }: { iso: string }) {
  const date = new Date(iso);
  const exact = Number.isNaN(date.getTime()) ? iso : momentText(date);
  return (
    <time className="note-time" dateTime={iso} title={exact}>
      {timeAgo(iso)}
    </time>
  );
}

/**
 * The text of a notification; one about a task opens it, highlighted on the dashboard, and one about
 * a comment opens the task's details at the comment.
 */
function NoteText({ text, todo, comment }: { text: string; todo?: string; comment?: string }) {
  if (!todo) return <span className="note-text">{text}</span>;
  return (
    <Link
      className="note-text note-link"
      to={noticeLink(todo, comment)}
      aria-label={profileLabels.openNotificationTask(text)}
    >
      {text}
    </Link>
  );
}

function Sender({ user }: { user: FromUser }) {
  return (
    <>
      <Avatar username={user.username} coverImg={user.coverImg} size={36} />
      <strong className="note-sender">{user.username}</strong>
    </>
  );
}

/** `readerId`: the signed-in user, whose own reminders come from no one. */
export function NotificationsPage({ readerId }: { readerId: string }) {
  const requests = useRequests();
  const notifications = useNotifications();

  const { accept, reject, remove, clearRead } = useNotificationActions();
  /** The entry whose action is in flight (its buttons are disabled meanwhile). */
  const [busy, setBusy] = useState<string | null>(null);
  const failed = Boolean(requests.error || notifications.error);

  useEffect(() => {
    if (failed) toast.error(toasts.loadNotificationsFailed);
  }, [failed]);

  /**
   * Requests answered on this page. The server lists open requests only (as the original system
   * does), so an answered one would vanish at the next read, live update included; SPEC.md has it
   * stay with a 'Processed' badge, so it is kept here until the page is left.
   */
  const [answered, setAnswered] = useState<TeamRequest[]>([]);

  const run = (id: string, action: (id: string) => Promise<unknown>) => async () => {
    setBusy(id);
    try {
      await action(id);
    } finally {
      setBusy(null);
    }
  };

  const answer = (request: TeamRequest, action: (id: string) => Promise<boolean>) =>
    run(request._id, async (id) => {
      if (await action(id)) setAnswered((list) => [...list, { ...request, isProcessed: true }]);
    });

  const answeredIds = new Set(answered.map((r) => r._id));
  const requestList = newestFirst([
    ...(requests.data ?? []).filter((r) => !answeredIds.has(r._id)),
    ...answered,
  ]);
  const notificationList = newestFirst(notifications.data ?? []);
  // What came since the mark as the page opened is marked New; the mark moves on (on the server,
  // for every device) as the page shows newer ones. Nothing is deleted.
  const { seenUpTo, markSeen } = useSeenMark();
  const [seenBefore] = useState(seenUpTo);
  const newest = newestId(notificationList);
  useEffect(() => {
    if (newest) markSeen(newest);
  }, [newest, markSeen]);
  const loading = (!requests.data && !requests.error) || (!notifications.data && !notifications.error);
  const empty = !loading && requestList.length === 0 && notificationList.length === 0;

  return (
    <PageFrame className="notifications-page">
      <h1>{ui.notificationsHeading}</h1>
      {failed ? (
        <div className="form-error" role="alert" data-testid="notifications-error">
          {requests.error ? <p>{errorText(requests.error, failures.getRequests)}</p> : null}
          {notifications.error ? <p>{errorText(notifications.error, failures.getNotifications)}</p> : null}
        </div>
      ) : null}
      {loading ? <Spinner /> : null}
      {empty && !failed ? (
        <div className="notes-empty">
          <InboxIcon size={40} />
          <h2>{ui.noNotifications}</h2>
          <p className="muted">{ui.noNotificationsHint}</p>
        </div>
      ) : null}
      {requestList.length > 0 ? (
        <section className="profile-card" aria-labelledby="requests-title">
          <h2 id="requests-title">{ui.teamRequests}</h2>
          <ul className="note-list">
            {requestList.map((request) => (
              <li key={request._id} className="note" data-testid="team-request">
                <Sender user={request.fromUser} />
                <span className="note-text">{ui.wantsToAddYou}</span>
                <Timestamp iso={request.createdAt} />
                <span className="note-actions">
                  {request.isProcessed ? (
                    <span className="badge badge-success">{ui.processed}</span>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="button primary"
                        onClick={answer(request, accept)}
                        disabled={busy === request._id}
                      >
                        {ui.accept}
                      </button>
                      <button
                        type="button"
                        className="button ghost"
                        onClick={answer(request, reject)}
                        disabled={busy === request._id}
                      >
                        {ui.reject}
                      </button>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {notificationList.length > 0 ? (
        <section className="profile-card" aria-labelledby="your-notifications-title">
          <div className="notes-heading">
            <h2 id="your-notifications-title">{ui.yourNotifications}</h2>
            {newest ? (
              <button
                type="button"
                className="button ghost small"
                title={notificationsPageTexts.clearAllHint}
                onClick={run('clear', () => clearRead(newest))}
                disabled={busy === 'clear'}
              >
                {notificationsPageTexts.clearAll}
              </button>
            ) : null}
          </div>
          <ul className="note-list">
            {notificationList.map((note) => (
              <li
                key={note._id}
                className={isNewSince(note._id, seenBefore) ? 'note note-new' : 'note'}
                data-testid="notification"
              >
                {note.fromUser._id === readerId ? (
                  // A reminder is the user's own: it is not 'from' them.
                  <>
                    <span className="note-icon" aria-hidden="true">
                      <BellIcon size={20} />
                    </span>
                    <strong className="note-sender">{profileLabels.reminderFrom}</strong>
                  </>
                ) : (
                  <Sender user={note.fromUser} />
                )}
                <NoteText
                  text={shownMessage(note.message || ui.sentYouANotification, note.fromUser.username)}
                  todo={note.todo}
                  comment={note.comment}
                />
                {isNewSince(note._id, seenBefore) ? (
                  <span className="badge badge-new">{notificationsPageTexts.newNotification}</span>
                ) : null}
                <Timestamp iso={note.createdAt} />
                <span className="note-actions">
                  <IconButton
                    className="small danger"
                    label={profileLabels.deleteNotification}
                    onClick={run(note._id, remove)}
                    disabled={busy === note._id}
                  >
                    <CrossIcon />
                  </IconButton>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageFrame>
  );
}
