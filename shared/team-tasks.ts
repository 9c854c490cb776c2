/**
 * Team tasks (docs/api.md#team-tasks): a task in a shared list whose assignees are members of the
 * list, each with their own part (Completed or Pending), and a completion mode that says when the
 * task itself is done. The rule lives here, once, for the server's writes and the web's optimistic
 * changes alike.
 */
import type { CompletionMode } from './team-task-fields';

export const teamTaskLimits = {
  /** Assignees of one task (and members in its rotation). */
  assigneesMax: 20,
  /** A task's pending assignees may be nudged once in this long. */
  nudgeEveryMinutes: 60,
} as const;

/** One assignee's part as the rule reads it. */
export interface Part {
  completed: boolean;
}

/**
 * Whether a task with these parts is done under `mode`; undefined for a task without assignees,
 * whose own completion stands (a plain task, or one up for grabs that nobody claimed).
 */
export function partsDone(mode: CompletionMode, parts: readonly Part[]): boolean | undefined {
  if (parts.length === 0) return undefined;
  return mode === 'any' ? parts.some((part) => part.completed) : parts.every((part) => part.completed);
}

/**
 * The member a repeating task's next occurrence goes to: the one after `current` in `rotation`,
 * skipping whoever is no longer a member; undefined when nobody in it is.
 */
export function nextInRotation(
  rotation: readonly string[],
  current: string | undefined,
  isMember: (userId: string) => boolean,
): string | undefined {
  const start = current === undefined ? -1 : rotation.indexOf(current);
  for (let step = 1; step <= rotation.length; step++) {
    const candidate = rotation[(start + step) % rotation.length] as string;
    if (isMember(candidate)) return candidate;
  }
  return undefined;
}

/** One assignee's part, as the rule changes it (the server's stored shape and the web's alike). */
export interface PartState {
  id: string;
  username: string;
  completed: boolean;
  completedAt: string | null;
}

/** A team task's state: its parts in order, its mode, and whether it is done. */
export interface TeamState {
  parts: readonly PartState[];
  mode: CompletionMode;
  completed: boolean;
}

/** What a change asks of a team task (todo/update's team fields and completion). */
export interface TeamInput {
  assignees?: readonly string[];
  completion?: CompletionMode;
  /** The rotation after the change ([] for none). */
  rotation?: readonly string[];
  completed?: boolean;
  forEveryone?: boolean;
}

/**
 * The team state after `input` from `writerId` at `at` (ISO), checked beforehand (members only,
 * one claimer): the one rule the server writes and the web shows before the answer.
 *
 * - `assignees`: a kept part keeps its state, a new one is pending (`nameOf` names it);
 * - `completion: 'claim'` on a task that was not up for grabs: nobody has it until someone claims it;
 * - a rotation on a task without assignees gives it to `firstInRotation`;
 * - `completed`: the writer's own part when they are an assignee (and not `forEveryone`), every
 *   part otherwise; then the task is done as its parts and mode say (`partsDone`), or, without
 *   assignees, as `completed` says.
 */
export function teamStateAfter(
  before: TeamState,
  input: TeamInput,
  writerId: string,
  at: string,
  nameOf: (userId: string) => string,
  firstInRotation?: string,
): TeamState {
  const mode = input.completion ?? before.mode;
  const pendingPart = (id: string): PartState => ({
    id,
    username: nameOf(id),
    completed: false,
    completedAt: null,
  });
  let parts: PartState[] =
    input.assignees !== undefined
      ? input.assignees.map((id) => before.parts.find((part) => part.id === id) ?? pendingPart(id))
      : mode === 'claim' && before.mode !== 'claim'
        ? []
        : [...before.parts];
  if (input.rotation?.length && parts.length === 0 && input.assignees === undefined && firstInRotation)
    parts = [pendingPart(firstInRotation)];
  const done = input.completed;
  if (done !== undefined) {
    const own = input.forEveryone !== true && parts.some((part) => part.id === writerId);
    const mark = (part: PartState): PartState =>
      part.completed === done ? part : { ...part, completed: done, completedAt: done ? at : null };
    parts = parts.map((part) => (!own || part.id === writerId ? mark(part) : part));
  }
  return { parts, mode, completed: partsDone(mode, parts) ?? done ?? before.completed };
}
