/**
 * The details panel's Comments tab (docs/api.md#comments), a lazy chunk of its own: the thread
 * oldest first (more pages on request), comments heard live appended at once and announced
 * politely, a composer whose `@` autocompletes the task's audience (an ARIA combobox: arrows,
 * Enter or Tab to take one, Escape to close), and editing and deleting one's own comments. Texts are
 * shown as text (React escapes them); URLs become links. Showing the tab marks the thread read.
 */
import { commentsPanelTexts as texts } from '@shared/messages/comments-panel';
import type { Group, Task, TaskComment } from '@shared/types';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useOutboxSnapshot } from '../../api/outbox/state';
import { momentText } from '../../lib/moment-text';
import { useCurrentUser } from '../../session/AuthProvider';
import { useTeammates } from '../../session/team';
import { useCommentActions, useComments } from './api/comments';
import { liveCommentsOf, showingThread, subscribeLiveComments } from './api/live-comments';
import { Composer, type Person } from './Composer';

interface Props {
  taskId: string;
  thread: string;
  task: Task;
  /** The shared list the task is in, when it is (its members are the audience). */
  list: Group | undefined;
  /** The assignment's assignees, for the assigner's row. */
  assignees: readonly string[];
  /** A comment to show highlighted (a mention's notice opened the panel at it); its pages load until it is found. */
  focusComment?: string | null;
}

const urlPattern = /(https?:\/\/[^\s<>"']+)/g;

/** A comment's text with its URLs as links; everything else stays text. */
function CommentText({ text }: { text: string }) {
  const parts = text.split(urlPattern);
  return (
    <p className="comment-text">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
          <a key={i} href={part} target="_blank" rel="noopener noreferrer nofollow">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/** Who may be mentioned: the list's people, the assignment's, the teammates; never the user. */
function useAudience({ task, list, assignees }: Props, comments: readonly TaskComment[]): Person[] {
  const user = useCurrentUser();
  const { data: teammates } = useTeammates();
  return useMemo(() => {
    const people = new Map<string, Person>();
    const add = (p: Person | undefined) => {
      if (p?.username && p._id !== user._id) people.set(p._id, { _id: p._id, username: p.username });
    };
    if (list?.shared) {
      add(list.shared.owner);
      for (const member of list.shared.members ?? []) add(member);
    } else if (task.assigned || assignees.length > 0) {
      const byId = new Map((teammates ?? []).map((mate) => [mate._id, mate]));
      for (const id of assignees) add(byId.get(id));
      for (const mate of teammates ?? []) if (task.assigned) add(mate);
    }
    for (const comment of comments) add(comment.author);
    return [...people.values()].sort((a, b) => a.username.localeCompare(b.username));
  }, [list, task.assigned, assignees, teammates, comments, user._id]);
}

export default function CommentsTab(props: Props) {
  const { taskId, thread, task } = props;
  const user = useCurrentUser();
  const pages = useComments(taskId, thread);
  const actions = useCommentActions(task, thread, task.description);
  const { markRead } = actions;
  const live = useSyncExternalStore(subscribeLiveComments, () => liveCommentsOf(thread));
  const outbox = useOutboxSnapshot();
  const [announcement, setAnnouncement] = useState('');

  const comments = useMemo(() => {
    const known = new Set(pages.comments.map((c) => c._id));
    return [...pages.comments, ...live.filter((c) => !known.has(c._id))];
  }, [pages.comments, live]);
  const waiting = outbox.waiting.filter(
    (entry) => entry.route === 'comments-create' && entry.params?.id === taskId,
  );

  // Showing the tab reads the thread, and so does every comment heard while it shows.
  useEffect(() => {
    markRead();
    return showingThread(thread, markRead);
  }, [thread, markRead]);

  // A comment of someone else's heard live is announced politely.
  const announced = useRef(live.length);
  useEffect(() => {
    const fresh = live.slice(announced.current).filter((c) => c.author._id !== user._id);
    announced.current = live.length;
    const last = fresh[fresh.length - 1];
    if (last) setAnnouncement(texts.newComment(last.author.username, last.text));
  }, [live, user._id]);

  const audience = useAudience(props, comments);
  const highlighted = useFocusedComment(props.focusComment ?? null, comments, pages);

  return (
    <div className="comments" data-testid="comments-tab">
      <p className="visually-hidden" aria-live="polite" data-testid="comments-announcer">
        {announcement}
      </p>
      {pages.error && !pages.data ? <p className="muted">{texts.loadFailed}</p> : null}
      {!pages.data && !pages.error ? <p className="muted">{texts.loading}</p> : null}
      {pages.data && comments.length === 0 && waiting.length === 0 ? (
        <p className="muted">{texts.empty}</p>
      ) : null}
      <ol className="comment-list" aria-label={texts.commentsTab}>
        {comments.map((comment) => (
          <CommentItem
            key={comment._id}
            comment={comment}
            mine={comment.author._id === user._id}
            highlighted={comment._id === highlighted}
            onEdit={async (text) => {
              const outcome = await actions.edit(comment._id, text);
              if (outcome.ok) void pages.mutate();
            }}
            onDelete={async () => {
              const outcome = await actions.remove(comment._id);
              if (outcome.ok) void pages.mutate();
            }}
          />
        ))}
        {waiting.map((entry) => (
          <li key={entry.id} className="comment waiting" data-testid="comment-waiting">
            <CommentText text={String((entry.body as { text?: string } | undefined)?.text ?? '')} />
            <span className="muted small">{texts.sending}</span>
          </li>
        ))}
      </ol>
      {pages.hasMore ? (
        <button type="button" className="link-button" onClick={() => void pages.more()}>
          {texts.more}
        </button>
      ) : null}
      <Composer
        audience={audience}
        onSend={async (text) => {
          const outcome = await actions.post(text);
          if (outcome.ok && !outcome.queued) void pages.mutate();
        }}
      />
    </div>
  );
}

/** The DOM id of a comment's item. */
const commentElementId = (commentId: string) => `comment-${commentId}`;

/**
 * The comment asked for (`focusComment`), once its page is loaded: older pages are fetched until
 * it is found or none are left; then it is scrolled into view and focused, once. Answers its id
 * while it is shown highlighted.
 */
function useFocusedComment(
  focusComment: string | null,
  comments: readonly TaskComment[],
  pages: { data?: unknown; hasMore: boolean; isValidating: boolean; more: () => unknown },
): string | null {
  const found = focusComment !== null && comments.some((comment) => comment._id === focusComment);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!focusComment || found || !pages.data || !pages.hasMore || pages.isValidating) return;
    void pages.more();
  }, [focusComment, found, pages]);
  useEffect(() => {
    if (!focusComment || !found || shown.current === focusComment) return;
    shown.current = focusComment;
    const element = document.getElementById(commentElementId(focusComment));
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [focusComment, found]);
  return found ? focusComment : null;
}

function CommentItem(props: {
  comment: TaskComment;
  mine: boolean;
  highlighted: boolean;
  onEdit: (text: string) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const { comment, mine } = props;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  return (
    <li
      id={commentElementId(comment._id)}
      className={props.highlighted ? 'comment comment-highlight pulse' : 'comment'}
      data-testid="comment"
      // The comment a notice opened the panel at takes the focus (not in the Tab order).
      {...(props.highlighted ? { tabIndex: -1, 'aria-current': 'true' as const } : {})}
    >
      <div className="comment-meta small">
        <strong>{comment.author.username}</strong>{' '}
        <time className="muted" dateTime={comment.createdAt}>
          {momentText(comment.createdAt)}
        </time>
        {comment.editedAt ? <span className="muted"> ({texts.edited})</span> : null}
      </div>
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const text = draft.trim();
            if (!text) return;
            setEditing(false);
            void props.onEdit(text);
          }}
        >
          <textarea
            aria-label={texts.edit}
            value={draft}
            maxLength={2000}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="comment-edit-actions">
            <button type="submit" className="button primary">
              {texts.save}
            </button>
            <button type="button" className="button ghost" onClick={() => setEditing(false)}>
              {texts.cancel}
            </button>
          </div>
        </form>
      ) : (
        <CommentText text={comment.text} />
      )}
      {mine && !editing ? (
        <div className="comment-actions">
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            {texts.edit}
          </button>
          <button type="button" className="link-button" onClick={() => void props.onDelete()}>
            {texts.delete}
          </button>
        </div>
      ) : null}
    </li>
  );
}
