/**
 * The details panel's Activity tab, a lazy chunk of its own: the task's history newest first (who,
 * when, each field from -> to, in words), older pages on demand, and a Revert on each change of the
 * task's fields. A revert asks first; when a field changed again since (409), the panel says so and
 * offers "Revert anyway". Texts: shared/messages/activity-panel.ts.
 */
import { revertableKinds } from '@shared/activity-kinds';
import '../../styles/activity.css';
import { activityPanelTexts as texts } from '@shared/messages/activity-panel';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ApiError, errorText } from '../../api/client';
import { momentText } from '../../lib/moment-text';
import { toast } from '../../lib/toast';
import { type ActivityEntry, olderActivity, useActivity, useRevert } from './api/activity';

interface ActivityTabProps {
  /** The task's id (an assignment's: its uniqueMarker). */
  taskId: string;
  /** Whether the user may change the task (Revert is offered). */
  canRevert: boolean;
  /** A list's name by id. */
  listName: (id: string) => string | undefined;
}

export default function ActivityTab({ taskId, canRevert, listName }: ActivityTabProps) {
  const { data, error } = useActivity(taskId);
  const [older, setOlder] = useState<ActivityEntry[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  // A new first page (after a change or a revert) starts the older pages over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first page changes.
  useEffect(() => {
    setOlder([]);
    setCursor(undefined);
  }, [data]);
  if (error && !data) return <p className="muted">{texts.loadFailed}</p>;
  if (!data) return <p className="muted">{texts.loading}</p>;
  const entries = [...data.entries, ...older];
  const next = cursor === undefined ? data.next : cursor;
  const loadOlder = async () => {
    if (!next) return;
    const page = await olderActivity(taskId, next);
    setOlder((shown) => [...shown, ...page.entries]);
    setCursor(page.next);
  };
  return (
    <div className="activity" data-testid="activity-tab">
      {entries.length === 0 ? <p className="muted">{texts.empty}</p> : null}
      <ol className="activity-list">
        {entries.map((entry) => (
          <EntryRow
            key={entry._id}
            entry={entry}
            taskId={taskId}
            canRevert={canRevert && revertableKinds.has(entry.kind) && entry.changes.length > 0}
            listName={listName}
          />
        ))}
      </ol>
      {next ? (
        <button type="button" className="button ghost" onClick={() => void loadOlder()}>
          {texts.older}
        </button>
      ) : null}
      <p className="muted small">{texts.kept}</p>
    </div>
  );
}

function EntryRow(props: {
  entry: ActivityEntry;
  taskId: string;
  canRevert: boolean;
  listName: (id: string) => string | undefined;
}) {
  const { entry, taskId, canRevert, listName } = props;
  const revert = useRevert(taskId);
  const [step, setStep] = useState<'idle' | 'confirm' | 'conflict' | 'sending'>('idle');
  const [conflict, setConflict] = useState('');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const revertRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (step === 'confirm' || step === 'conflict') confirmRef.current?.focus();
  }, [step]);
  const summary = `${entry.actor.username} ${(texts.kinds as Record<string, string>)[entry.kind] ?? entry.kind}`;
  const send = async (force: boolean) => {
    setStep('sending');
    try {
      await revert(entry._id, force);
      toast.success(texts.reverted);
      setStep('idle');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
        setStep('conflict');
        return;
      }
      toast.error(errorText(error, texts.revertFailed));
      setStep('idle');
    }
  };
  const cancel = () => {
    setStep('idle');
    revertRef.current?.focus();
  };
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Closes the question, not the panel.
    event.preventDefault();
    event.stopPropagation();
    cancel();
  };
  return (
    <li className="activity-entry" data-testid="activity-entry">
      <p className="activity-head">
        <span>{summary}</span>{' '}
        <time className="muted small" dateTime={entry.at}>
          {momentText(entry.at)}
        </time>
      </p>
      {entry.changes.length > 0 ? (
        <ul className="activity-changes">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className="activity-field">
                {(texts.fields as Record<string, string>)[change.field] ?? change.field}:
              </span>{' '}
              <span className="activity-from">{shown(change.field, change.from, listName)}</span>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> to </span>
              <span className="activity-to">{shown(change.field, change.to, listName)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {canRevert && step === 'idle' ? (
        <button
          ref={revertRef}
          type="button"
          className="button ghost small"
          aria-label={texts.revertLabel(summary)}
          onClick={() => setStep('confirm')}
        >
          {texts.revert}
        </button>
      ) : null}
      {step === 'confirm' || step === 'conflict' ? (
        <fieldset
          className={step === 'conflict' ? 'activity-confirm conflict' : 'activity-confirm'}
          aria-label={texts.confirm}
        >
          <p role={step === 'conflict' ? 'alert' : undefined}>
            {step === 'conflict' ? `${conflict} ${texts.changedSince}` : texts.confirm}
          </p>
          <button
            ref={confirmRef}
            type="button"
            className="button primary small"
            onClick={() => void send(step === 'conflict')}
            onKeyDown={onEscape}
          >
            {step === 'conflict' ? texts.revertAnyway : texts.confirmYes}
          </button>{' '}
          <button type="button" className="button ghost small" onClick={cancel} onKeyDown={onEscape}>
            {texts.confirmNo}
          </button>
        </fieldset>
      ) : null}
    </li>
  );
}

/** A recorded value in words. */
function shown(field: string, value: unknown, listName: (id: string) => string | undefined): string {
  if (value === null || value === undefined || value === '') return texts.none;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (field === 'dueDay' && typeof value === 'string') {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(y as number, (m as number) - 1, d).toLocaleDateString();
  }
  if (field === 'remindAt' && typeof value === 'string') return momentText(value);
  // A time of day: "HH:MM", and its zone when fixed.
  if (field === 'dueTime' && typeof value === 'object') {
    const { time, zone } = value as { time?: string; zone?: string | null };
    return zone ? `${time} (${zone})` : String(time);
  }
  // A priority of 4 is none.
  if (field === 'priority' && value === 4) return texts.none;
  if (field === 'groupId' && typeof value === 'string') return listName(value) ?? value;
  if (Array.isArray(value)) {
    if (value.length === 0) return texts.none;
    return value
      .map((item) =>
        typeof item === 'object' && item !== null
          ? String(
              (item as { title?: string; name?: string }).title ??
                (item as { name?: string }).name ??
                (item as { username?: string }).username ??
                '',
            )
          : String(item),
      )
      .join(', ');
  }
  if (typeof value === 'object') return String((value as { rule?: string }).rule ?? JSON.stringify(value));
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
