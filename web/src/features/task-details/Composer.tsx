/**
 * The Comments tab's composer: a textarea that is an ARIA combobox while an `@name` is being typed
 * (arrows, Enter or Tab to take one, Escape to close).
 */
import { commentsPanelTexts as texts } from '@shared/messages/comments-panel';
import { type KeyboardEvent, useId, useRef, useState } from 'react';

/** Someone who may be mentioned. */
export interface Person {
  _id: string;
  username: string;
}

/** The `@name` being typed just before the caret, if any. */
function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([A-Za-z0-9._-]*)$/.exec(text.slice(0, caret));
  return match
    ? { start: caret - (match[2] as string).length - 1, query: (match[2] as string).toLowerCase() }
    : null;
}

/** The composer: a textarea that is an ARIA combobox while an `@name` is being typed. */
export function Composer({
  audience,
  onSend,
}: {
  audience: Person[];
  onSend: (text: string) => Promise<void>;
}) {
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
      <button type="submit" className="button primary" disabled={text.trim() === ''}>
        {texts.send}
      </button>
    </form>
  );
}
