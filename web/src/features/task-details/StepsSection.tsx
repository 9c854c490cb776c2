/**
 * A task's steps: tick, rename inline (saved on Enter, on leaving the field and when the
 * panel closes), move up and down with buttons (the keyboard's way to reorder), delete, and add.
 * The whole list is sent and replaces the stored one. On a copy assigned to the user only the
 * ticks change; on an assignment (the assigner's view) the ticks are each assignee's, shown in
 * the assignees' progress instead.
 */

import { limits } from '@shared/limits';
import { detailsPanelTexts as detailsTexts } from '@shared/messages/details-panel';
import type { Task, TaskChanges } from '@shared/types';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { IconButton } from '../../components/IconButton';
import { ChevronIcon, CrossIcon } from '../../components/icons';
import { TextLimitNote, useTextLimit } from '../../components/TextLimit';
import { changeStep, moveStep, stepCount } from './steps';

interface StepsSectionProps {
  task: Task;
  mode: 'own' | 'copy' | 'view' | 'assignment';
  save: (changes: TaskChanges) => Promise<boolean>;
}

export function StepsSection({ task, mode, save }: StepsSectionProps) {
  const steps = task.steps ?? [];
  const editable = mode !== 'copy' && mode !== 'view';
  const tickable = mode !== 'assignment' && mode !== 'view';
  const [title, setTitle] = useState('');
  const titleLimit = useTextLimit(limits.stepTitleMax);
  const listRef = useRef<HTMLOListElement>(null);
  // After a move the step's button keeps focus (the row is drawn anew in its new place).
  const [moved, setMoved] = useState<{ id: string; button: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-step="${moved.id}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-move="${moved.button}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
    setMoved(null);
  }, [moved]);
  const saveSteps = (next: NonNullable<TaskChanges['steps']>) => save({ steps: next });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const text = title.trim();
    if (!text || steps.length >= limits.stepsMax) return;
    setTitle('');
    // A new step has no id yet: the change gives it one the server keeps (detail-actions.ts).
    void saveSteps([...steps, { title: text, completed: false }]);
  };
  const { done, total } = stepCount(steps);

  return (
    <section className="details-section" aria-label={detailsTexts.steps}>
      <h3 className="details-label">
        {detailsTexts.steps}
        {total > 0 ? <span className="muted"> {detailsTexts.stepCount(done, total)}</span> : null}
      </h3>
      {steps.length > 0 ? (
        <ol className="step-list" ref={listRef}>
          {steps.map((step, index) => (
            <li key={step._id} className="step" data-step={step._id}>
              {tickable ? (
                <input
                  type="checkbox"
                  className="task-check"
                  checked={step.completed}
                  aria-label={detailsTexts.tickStep(step.title)}
                  onChange={() => void saveSteps(changeStep(steps, step._id, { completed: !step.completed }))}
                />
              ) : null}
              {editable ? (
                <StepTitle
                  title={step.title}
                  onRename={(text) => void saveSteps(changeStep(steps, step._id, { title: text }))}
                />
              ) : (
                <span className={step.completed ? 'step-title done' : 'step-title'}>{step.title}</span>
              )}
              {editable ? (
                <span className="step-actions">
                  <IconButton
                    className="small"
                    data-move="up"
                    label={detailsTexts.moveUp(step.title)}
                    disabled={index === 0}
                    onClick={() => {
                      setMoved({ id: step._id, button: 'up' });
                      void saveSteps(moveStep(steps, index, -1));
                    }}
                  >
                    <ChevronIcon size={16} className="chevron-up" />
                  </IconButton>
                  <IconButton
                    className="small"
                    data-move="down"
                    label={detailsTexts.moveDown(step.title)}
                    disabled={index === steps.length - 1}
                    onClick={() => {
                      setMoved({ id: step._id, button: 'down' });
                      void saveSteps(moveStep(steps, index, 1));
                    }}
                  >
                    <ChevronIcon size={16} className="chevron-down" />
                  </IconButton>
                  <IconButton
                    className="small danger"
                    label={detailsTexts.deleteStep(step.title)}
                    onClick={() => void saveSteps(steps.filter((s) => s._id !== step._id))}
                  >
                    <CrossIcon size={16} />
                  </IconButton>
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {editable && steps.length < limits.stepsMax ? (
        <form className="step-add" onSubmit={add}>
          <span className="limited">
            <input
              type="text"
              aria-label={detailsTexts.newStep}
              placeholder={detailsTexts.addStep}
              value={title}
              {...titleLimit.field(setTitle)}
            />
            <TextLimitNote limit={titleLimit} length={title.length} />
          </span>
          <button type="submit" className="button ghost" disabled={!title.trim()}>
            {detailsTexts.addStep}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** A step's title as an inline field: saved on Enter, on leaving it, and when the panel closes. */
function StepTitle({ title, onRename }: { title: string; onRename: (text: string) => void }) {
  const [draft, setDraft] = useState(title);
  const editing = useRef(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const latest = useRef({ title, onRename });
  latest.current = { title, onRename };
  useEffect(() => {
    if (!editing.current) setDraft(title);
  }, [title]);
  const commit = useCallback(() => {
    const text = draftRef.current.trim();
    if (text && text !== latest.current.title) latest.current.onRename(text);
  }, []);
  useEffect(() => () => commit(), [commit]);
  return (
    <input
      type="text"
      className="step-title"
      aria-label={detailsTexts.stepTitle(title)}
      maxLength={limits.stepTitleMax}
      value={draft}
      onFocus={() => {
        editing.current = true;
      }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        editing.current = false;
        commit();
        if (!draftRef.current.trim()) setDraft(latest.current.title);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
