/**
 * The task's labels in the details panel (docs/api.md#labels): its labels as chips, each with a
 * remove button, and a combobox to add one: typing filters the user's labels, ↓ and ↑ move through
 * them, Enter picks (or, for a name the user has not, creates the label and picks it), Escape closes
 * the list. `l` on a task row opens the panel with this field focused (./label-key.ts).
 * Each change is the task's todo/update of `labels` (with their names and colours for the page's
 * own copy at once: api/changes.ts applies the fields sent).
 */
import '../../styles/labels.css';
import { labelNameKey, labelNameMax, labelsPerTaskMax } from '@shared/labels';
import { labelTexts as text } from '@shared/messages/labels';
import type { Label, Task, TaskChanges } from '@shared/types';
import { useEffect, useId, useRef, useState } from 'react';
import { labelInfoOf, useLabelActions, useLabels } from './api/labels';
import { labelIntent } from './label-key';

interface LabelSectionProps {
  task: Task;
  readOnly: boolean;
  save: (changes: TaskChanges) => Promise<boolean>;
}

type Option = { kind: 'label'; label: Label } | { kind: 'create'; name: string };

export function LabelSection({ task, readOnly, save }: LabelSectionProps) {
  const { data: labels = [] } = useLabels();
  const { create } = useLabelActions();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const chosen = labelInfoOf(task, labels);
  const full = chosen.length >= labelsPerTaskMax;

  // `l` on the task's row: the picker takes the focus once, after the panel's own first focus.
  useEffect(() => {
    if (labelIntent.taskId !== task._id || readOnly) return;
    labelIntent.taskId = '';
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [task._id, readOnly]);

  const typed = query.trim();
  const matching = labels.filter(
    (label) => !task.labels?.includes(label._id) && labelNameKey(label.name).includes(labelNameKey(typed)),
  );
  const exists = labels.some((label) => labelNameKey(label.name) === labelNameKey(typed));
  const options: Option[] = [
    ...matching.map((label) => ({ kind: 'label' as const, label })),
    ...(typed && !exists && typed.length <= labelNameMax ? [{ kind: 'create' as const, name: typed }] : []),
  ];
  const shown = open && !full && options.length > 0;
  // Escape closes the open list only: caught on the field itself, before the phone sheet's focus
  // trap (a listener on the panel) would close the whole panel.
  const shownNow = useRef(shown);
  shownNow.current = shown;
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !shownNow.current) return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    };
    field.addEventListener('keydown', onEscape);
    return () => field.removeEventListener('keydown', onEscape);
  }, []);
  const optionId = (index: number) => `${id}-option-${index}`;

  const setLabels = (next: Label[]) =>
    save({ labels: next.map((label) => label._id), labelInfo: next } as TaskChanges);

  const pick = async (option: Option) => {
    setQuery('');
    setActive(0);
    if (option.kind === 'label') return void setLabels([...chosen, option.label]);
    const made = await create({ name: option.name });
    if (made.ok && !made.queued) void setLabels([...chosen, made.result]);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const by = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + by + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const option = options[active] ?? options[0];
      if (!option || full) return;
      event.preventDefault();
      void pick(option);
    } else if (event.key === 'Backspace' && query === '' && chosen.length > 0) {
      void setLabels(chosen.slice(0, -1));
    }
  };

  return (
    <section className="details-section label-picker" aria-label={text.picker}>
      <label className="details-label" htmlFor={`${id}-input`}>
        {text.picker}
      </label>
      {chosen.length > 0 ? (
        <ul className="label-chosen" aria-label={text.chosen(chosen.length)}>
          {chosen.map((label) => (
            <li key={label._id}>
              <i className={`lc lc-${label.color}`}>
                {label.name}
                {readOnly ? null : (
                  <button
                    type="button"
                    aria-label={text.remove(label.name)}
                    title={text.remove(label.name)}
                    onClick={() => void setLabels(chosen.filter((l) => l._id !== label._id))}
                  >
                    ×
                  </button>
                )}
              </i>
            </li>
          ))}
        </ul>
      ) : null}
      {readOnly ? null : (
        <>
          <input
            ref={input}
            id={`${id}-input`}
            className="input"
            role="combobox"
            aria-expanded={shown}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={shown ? optionId(Math.min(active, options.length - 1)) : undefined}
            placeholder={text.pickerPlaceholder}
            value={query}
            maxLength={labelNameMax}
            disabled={full}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          {shown ? (
            <div className="label-options" id={`${id}-list`} role="listbox" aria-label={text.picker}>
              {options.map((option, index) => (
                <div
                  key={option.kind === 'label' ? option.label._id : 'create'}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === Math.min(active, options.length - 1)}
                  // Picked before the field's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    void pick(option);
                  }}
                >
                  {option.kind === 'label' ? (
                    <>
                      <span className={`label-dot lc-${option.label.color}`} aria-hidden="true" />
                      {option.label.name}
                    </>
                  ) : (
                    text.create(option.name)
                  )}
                </div>
              ))}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
