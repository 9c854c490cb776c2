/**
 * The bottom bar (hidden in "Assigned to you"): 'Add a new task...', the due date picker, the
 * important star, Add, and in "Assigned by you" the teammate multi-select.
 */
import { limits } from '@shared/limits';
import { ui } from '@shared/messages/screens';
import { taskInputTexts } from '@shared/messages/task-input';
import { checkDescription, isValidYmd } from '@shared/task-input';
import type { PublicUser } from '@shared/types';
import type { EntryKind } from '@shared/views';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { TextLimitNote, useTextLimit } from '../../components/TextLimit';
import { toast } from '../../lib/toast';
import { useShortcuts } from '../../lib/useShortcut';
import type { NewTask } from '../../tasks/api/new-task';
import type { QuickAddControl } from '../../tasks/api/quick-add-control';
import { todayYmd } from '../../tasks/format';
import { QuickAddLayer } from './on-request';

/** The date, the star, the teammates and Add: a lazy chunk (./BottomTools.tsx). */
const BottomTools = lazy(() => import('./BottomTools'));

interface BottomBarProps {
  kind: EntryKind;
  teammates: PublicUser[] | undefined;
  /** The failure text of the teammates' read, while none could be read. */
  teammatesError: string | null;
  onCreate: (task: NewTask, partners: string[] | null) => Promise<boolean>;
  /** The element id of the task list, where Escape in the field returns focus when `n` was not pressed on a row. */
  listId: string;
  /** The entry tasks are added to (a "#List" in the line overrides it). */
  home: string;
}

export function BottomBar({ kind, teammates, teammatesError, onCreate, listId, home }: BottomBarProps) {
  const [description, setDescription] = useState('');
  const [dueYmd, setDueYmd] = useState('');
  // In the Important view a new task starts out important (the star can still be switched off).
  const importantByDefault = kind === 'important';
  const [important, setImportant] = useState(importantByDefault);
  const [partners, setPartners] = useState<string[]>([]);
  const assigning = kind === 'assigned-by-me';
  const input = useRef<HTMLInputElement>(null);
  // Quick add (docs/quick-add.md): on once the field is focused; not for assignments.
  const [quick, setQuick] = useState(false);
  const control = useRef<QuickAddControl | null>(null);
  const limit = useTextLimit(limits.descriptionMax);
  // Where `n` was pressed: Escape in the field goes back there (the row it came from), so that the
  // list's keys act on the list again and are not typed into the field.
  const cameFrom = useRef<HTMLElement | null>(null);
  useShortcuts({
    'focus-add': () => {
      const active = document.activeElement;
      cameFrom.current = active instanceof HTMLElement && active !== document.body ? active : null;
      input.current?.focus();
    },
  });
  const leave = () => {
    const back = cameFrom.current;
    cameFrom.current = null;
    if (back?.isConnected) return back.focus();
    // Else the list's one Tab stop (the row last focused, or the first in view), or the list itself.
    const list = document.getElementById(listId);
    (list?.querySelector<HTMLElement>('[data-key][tabindex="0"]') ?? list)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = description.trim();
    if (checkDescription(text) !== null) return;
    if (assigning && partners.length === 0) {
      toast.error(taskInputTexts.noTeammatesSelected);
      return;
    }
    // A task added in the Planned view without a date is due today, so that it stays in that view.
    const ymd = isValidYmd(dueYmd) ? dueYmd : kind === 'planned' ? todayYmd() : '';

    setDescription('');
    setDueYmd('');
    setImportant(importantByDefault);
    const line = assigning ? null : control.current?.sent({ important, dueDay: ymd || null });
    const created = await onCreate(
      { description: text, important, dueDay: ymd || null, ...(line ? { quick: line } : {}) },
      assigning ? partners : null,
    );
    if (created && assigning) setPartners([]);
    // Nothing typed is lost: a task that could not be created goes back into the input,
    // with its date and star, unless another one is already being typed there.
    if (!created && input.current?.value === '') {
      setDescription(text);
      setDueYmd(dueYmd);
      setImportant(important);
    }
  };

  return (
    <form className="bottom-bar" onSubmit={(event) => void submit(event)}>
      <span className="limited add-input">
        <input
          ref={input}
          placeholder={ui.addTaskPlaceholder}
          aria-label={ui.addTaskPlaceholder}
          value={description}
          onFocus={() => setQuick(true)}
          {...limit.field(setDescription)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            leave();
          }}
        />
        {quick && !assigning ? (
          <Suspense fallback={null}>
            <QuickAddLayer text={description} input={input} home={home} control={control} />
          </Suspense>
        ) : null}
        <TextLimitNote limit={limit} length={description.length} />
      </span>
      {/* Drawn just after the first render (decision 0137): the field first. */}
      <Suspense fallback={null}>
        <BottomTools
          dueYmd={dueYmd}
          setDueYmd={setDueYmd}
          important={important}
          setImportant={setImportant}
          assigning={assigning}
          teammates={teammates}
          teammatesError={teammatesError}
          partners={partners}
          setPartners={setPartners}
        />
      </Suspense>
    </form>
  );
}
