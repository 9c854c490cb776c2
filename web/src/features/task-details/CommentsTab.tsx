/**
 * The details panel's Comments tab (docs/api.md#comments), a lazy chunk of its own: the thread
 * oldest first (more pages on request), comments heard live appended at once and announced
 * politely, a composer whose `@` autocompletes the task's audience (an ARIA combobox: arrows,
 * Enter or Tab to take one, Escape to close), and editing and deleting one's own comments. Texts are
 * shown as text (React escapes them); URLs become links. Showing the tab marks the thread read.
 */
import { commentsPanelTexts as texts } from '@shared/messages/comments-panel';
import type { Group, Task, TaskComment } from '@shared/types';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useOutboxSnapshot } from '../../api/outbox/state';
import { useCurrentUser } from '../../session/AuthProvider';
import { useTeammates } from '../../session/team';
import { useCommentActions, useComments } from './api/comments';
import { liveCommentsOf, showingThread, subscribeLiveComments } from './api/live-comments';

interface Props {
  taskId: string;
  thread: string;
  task: Task;
  /** The shared list the task is in, when it is (its members are the audience). */
  list: Group | undefined;
  /** The assignment's assignees, for the assigner's row. */
  assignees: readonly string[];
}

interface Person {
  _id: string;
  username: string;
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

/** The `@name` being typed just before the caret, if any. */
function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([A-Za-z0-9._-]*)$/.exec(text.slice(0, caret));
  return match
    ? { start: caret - (match[2] as string).length - 1, query: (match[2] as string).toLowerCase() }
    : null;
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

function CommentItem(props: {
  comment: TaskComment;
  mine: boolean;
  onEdit: (text: string) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const { comment, mine } = props;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  return (
    <li className="comment" data-testid="comment">
      <div className="comment-meta small">
        <strong>{comment.author.username}</strong>{' '}
        <time className="muted" dateTime={comment.createdAt}>
          {new Date(comment.createdAt).toLocaleString()}
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
          <button type="submit">{texts.save}</button>
          <button type="button" onClick={() => setEditing(false)}>
            {texts.cancel}
          </button>
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

/** The composer: a textarea that is an ARIA combobox while an `@name` is being typed. */
function Composer({ audience, onSend }: { audience: Person[]; onSend: (text: string) => Promise<void> }) {
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const mention = mentionAt(text, caret);
  const options =
    mention && dismissed !== mention.start
      ? audience.filter((p) => p.username.toLowerCase().startsWith(mention.query)).slice(0, 8)
      : [];
  const expanded = options.length > 0;
  const current = Math.min(active, options.length - 1);

  const take = (person: Person) => {
    if (!mention) return;
    const before = text.slice(0, mention.start);
    const after = text.slice(caret);
    const next = `${before}@${person.username} ${after}`;
    const at = before.length + person.username.length + 2;
    setText(next);
    setCaret(at);
    setActive(0);
    requestAnimationFrame(() => ref.current?.setSelectionRange(at, at));
  };

  const send = () => {
    const value = text.trim();
    if (!value || value.length > 2000) return;
    setText('');
    setCaret(0);
    void onSend(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (expanded) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const person = options[current];
        if (person) take(person);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the suggestions only, not the panel.
        event.preventDefault();
        setDismissed(mention?.start ?? null);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="comment-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <textarea
        ref={ref}
        role="combobox"
        aria-label={texts.composer}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${current}` : undefined}
        placeholder={texts.placeholder}
        value={text}
        maxLength={2000}
        rows={3}
        onChange={(event) => {
          setText(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={texts.suggestions}
        className="mention-list"
        hidden={!expanded}
      >
        {options.map((person, i) => (
          <div
            key={person._id}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === current}
            className={i === current ? 'mention-option active' : 'mention-option'}
            onMouseDown={(event) => {
              event.preventDefault();
              take(person);
            }}
          >
            @{person.username}
          </div>
        ))}
      </div>
      <button type="submit" disabled={text.trim() === ''}>
        {texts.send}
      </button>
    </form>
  );
}
