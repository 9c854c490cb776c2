/**
 * A team task's optimistic change (docs/api.md#team-tasks): the parts, mode and completion a
 * todo/update, claim or unclaim will leave it with, by the same rule the server writes
 * (shared/team-tasks.ts `teamStateAfter`), so the row and the roll call move at once and a replay
 * shows what the server will answer. Part of the changes' table (./changes.ts).
 */

import { type CompletionMode, completionModes, hasTeamState } from '@shared/team-task-fields';
import { teamStateAfter } from '@shared/team-tasks';
import type { Group, Task } from '@shared/types';

type Writer = { id: string; username: string };
type Assignee = NonNullable<Task['assignees']>[number];

/** A shared list's members (its owner too) by id, with their usernames. */
export function listMembers(group: Group | undefined): Map<string, string> {
  const members = new Map<string, string>();
  if (!group?.shared) return members;
  members.set(group.shared.owner._id, group.shared.owner.username);
  for (const member of group.shared.members ?? []) members.set(member._id, member.username);
  return members;
}

const ids = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : undefined;

const toWire = (part: {
  id: string;
  username: string;
  completed: boolean;
  completedAt: string | null;
}): Assignee => ({
  _id: part.id,
  username: part.username,
  completed: part.completed,
  completedAt: part.completedAt,
});

/**
 * The team fields `body` (a todo/update's) leaves `task` with, or null when it is no team change (a
 * plain task, and no team field sent). `writer` is who sends it: their own part moves.
 */
export function teamFieldsAfter(
  task: Task,
  group: Group | undefined,
  body: Record<string, unknown>,
  writer: Writer | undefined,
): Partial<Task> | null {
  const assignees = ids(body.assignees);
  const completion = completionModes.find((mode) => mode === body.completion);
  const rotation = body.rotation === undefined ? (task.rotation ?? []) : (ids(body.rotation) ?? []);
  const completed = typeof body.completed === 'boolean' ? body.completed : undefined;
  const forEveryone = body.forEveryone === true;
  const teamSent =
    assignees !== undefined ||
    completion !== undefined ||
    body.rotation !== undefined ||
    body.forEveryone !== undefined;
  if (!teamSent && !(hasTeamState(task) && completed !== undefined)) return null;
  const members = listMembers(group);
  if (writer) members.set(writer.id, writer.username);
  const state = teamStateAfter(
    {
      parts: (task.assignees ?? []).map((a) => ({ id: a._id, ...a })),
      mode: task.completion ?? 'all',
      completed: task.completed,
    },
    {
      ...(assignees ? { assignees } : {}),
      ...(completion ? { completion } : {}),
      ...(body.rotation !== undefined ? { rotation } : {}),
      ...(completed !== undefined ? { completed } : {}),
      forEveryone,
    },
    writer?.id ?? '',
    new Date().toISOString(),
    (id) => members.get(id) ?? '',
    rotation.find((id) => members.has(id)),
  );
  return {
    assignees: state.parts.map(toWire),
    completion: state.mode as CompletionMode,
    rotation: [...rotation],
    completed: state.completed,
  };
}

/** A claim (the writer is its one assignee) or its giving back (nobody). */
export const claimedBy = (writer: Writer | undefined): Assignee[] =>
  writer ? [{ _id: writer.id, username: writer.username, completed: false, completedAt: null }] : [];
