/**
 * The inline edit of one text, a task's description or a group's name (SPEC.md section 4): the
 * field, focused, and the check that saves. Enter or the check saves a valid, trimmed text; Escape
 * or a click outside cancels.
 */
import { limits } from '@shared/limits';
import { labels } from '@shared/messages';
import { checkDescription, checkGroupName } from '@shared/validation';
import { type FormEvent, useRef, useState } from 'react';
import { CheckIcon } from '../../components/icons';
import { useOutsideClick } from '../../components/useOutsideClick';

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
  /** Called with the trimmed text when it differs from `initial`, after `onDone`. */
  onSave: (text: string) => void;
  /** Closes the edit (on save and on cancel). */
  onDone: () => void;
}

export function InlineEdit({ field, initial, onSave, onDone }: InlineEditProps) {
  const { className, label, maxLength, check, saveLabel, saveTitle } = fields[field];
  const [value, setValue] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  useOutsideClick(formRef, true, onDone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (check(text) !== null) return;
    onDone();
    if (text !== initial) onSave(text);
  };

  return (
    <form className={className} ref={formRef} onSubmit={submit}>
      <input
        // biome-ignore lint/a11y/noAutofocus: the field opens on the user's own request (the pencil, or a double-click).
        autoFocus
        aria-label={label}
        value={value}
        maxLength={maxLength}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      <button type="submit" className="icon-button small" aria-label={saveLabel} title={saveTitle}>
        <CheckIcon size={16} />
      </button>
    </form>
  );
}
