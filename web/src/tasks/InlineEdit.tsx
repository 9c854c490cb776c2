/**
 * The inline edit of one text, a task's description or a group's name (SPEC.md section 4): the
 * field, focused, and the check that saves. Enter or the check saves a valid, trimmed text (an
 * invalid one, such as an empty name, says why and keeps the field open); Escape or a click outside
 * cancels. After Enter or Escape focus goes back to the row; a click
 * outside leaves it where the user clicked, and hands a changed text to `onDiscard`, so that it can
 * be offered back.
 */
import { limits } from '@shared/limits';
import { labels } from '@shared/messages/screens';
import { checkDescription, checkGroupName } from '@shared/task-input';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { IconButton } from '../components/IconButton';
import { CheckIcon } from '../components/icons-later';
import { TextLimitNote, useTextLimit } from '../components/TextLimit';
import { useOutsideClick } from '../components/useOutsideClick';

/** What is edited: the form's class, the field's name, length and rule, and the check's name. */
const fields = {
  task: {
    className: 'task-edit',
    label: labels.taskDescription,
    maxLength: limits.descriptionMax,
    check: checkDescription,
    saveLabel: labels.saveTask,
    saveTitle: labels.saveTask,
  },
  group: {
    className: 'group-rename',
    label: labels.groupName,
    maxLength: limits.groupNameMax,
    check: checkGroupName,
    saveLabel: labels.saveGroupName,
    saveTitle: undefined,
  },
} as const;

interface InlineEditProps {
  field: keyof typeof fields;
  initial: string;
  /** The text the field opens with, when it is not `initial` (an edit offered back). */
  draft?: string;
  /** Called with the trimmed text when it differs from `initial`, after `onDone`. */
  onSave: (text: string) => void;
  /** Closes the edit (on save and on cancel). */
  onDone: () => void;
  /** A click outside threw away this changed text. */
  onDiscard?: (text: string) => void;
}

/**
 * Focuses the row that held the edit once it is drawn again: the row itself when it takes focus (a
 * task row), else its first button (a group's).
 */
function focusRowOf(form: HTMLFormElement | null) {
  const row = form?.closest('li');
  if (!row) return;
  requestAnimationFrame(() => {
    const target = row.hasAttribute('tabindex') ? row : row.querySelector<HTMLElement>('button');
    target?.focus();
  });
}

export function InlineEdit({ field, initial, draft, onSave, onDone, onDiscard }: InlineEditProps) {
  const { className, label, maxLength, check, saveLabel, saveTitle } = fields[field];
  const [value, setValue] = useState(draft ?? initial);
  /** Why the text typed was not saved, until it changes. */
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const limit = useTextLimit(maxLength);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const cancelOutside = useCallback(() => {
    onDone();
    if (latest.current !== initial) onDiscard?.(latest.current);
  }, [onDone, onDiscard, initial]);
  useOutsideClick(formRef, true, cancelOutside);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    const refusal = check(text);
    if (refusal !== null) {
      setProblem(refusal);
      return;
    }
    focusRowOf(formRef.current);
    onDone();
    if (text !== initial) onSave(text);
  };

  return (
    <form className={className} ref={formRef} onSubmit={submit}>
      <span className="limited">
        <input
          // biome-ignore lint/a11y/noAutofocus: the field opens on the user's own request (the pencil, or a double-click).
          autoFocus
          aria-label={label}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          {...limit.field((text) => {
            setValue(text);
            setProblem(null);
          })}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Handled here: the row's own keys and the page's shortcuts must not see it.
            event.stopPropagation();
            focusRowOf(formRef.current);
            onDone();
          }}
        />
        <TextLimitNote limit={limit} length={value.length} />
      </span>
      <IconButton type="submit" className="small" label={saveLabel} title={saveTitle}>
        <CheckIcon size={16} />
      </IconButton>
      {problem ? (
        <p className="form-error small inline-edit-error" role="alert" id={problemId}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}
