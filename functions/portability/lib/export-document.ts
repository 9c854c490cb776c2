/**
 * The export document (docs/api.md "GET /api/export"): version 1 of `teamtodo-export`,
 * built from what ../../data/portability/account-export.ts read. Secrets never enter it: the profile is
 * copied field by field (no password hash, no sessions, no maps of other users' ids but the team).
 */

import type { exportDocument, exportTask } from '@shared/contract/entities';
import { priorityOf } from '@shared/priority';
import { answeredDueOf } from '@shared/timed-due';
import type * as v from 'valibot';
import { profileOf } from '../../data/accounts/users';
import { creatorOf, homeOf, type TaskDetailFields, type TodoItem } from '../../data/core/items';
import { type AccountData, copyStateKey } from '../../data/portability/account-export';
import { detailsOf } from '../../lib/assignment-copies';

export type ExportDocument = v.InferOutput<typeof exportDocument>;
type ExportTask = v.InferOutput<typeof exportTask>;

const unknownUser = 'Unknown User';

const details = (item: TaskDetailFields) => {
  const { notes, steps, repeat } = detailsOf(item);
  return { notes: notes ?? '', steps: steps ?? [], repeat: repeat ?? null };
};

const byId = <T extends { id: string }>(a: T, b: T) => a.id.localeCompare(b.id);

/** A task's labels by name: the user's own as they are now, others' as set (../../data/lists/labels.ts). */
const labelNames = (item: TodoItem, names: Map<string, string>) =>
  (item.labels ?? [])
    .map((id) => names.get(id) ?? item.labelInfo?.find((info) => info._id === id)?.name ?? '')
    .filter((name) => name !== '');

function exportedTask(item: TodoItem, names: Map<string, string> = new Map()): ExportTask {
  return {
    _id: item.id,
    groupId: homeOf(item),
    description: item.description,
    completed: item.completed === true,
    important: item.important === true,
    priority: priorityOf(item),
    ...answeredDueOf(item),
    labels: labelNames(item, names),
    createdAt: item.createdAt,
    remindAt: item.remindAt ?? null,
    remindBefore: item.remindBefore ?? null,
    ...details(item),
  };
}

export function exportDocumentOf(data: AccountData, now = new Date()): ExportDocument {
  const { user } = data;
  const nameOf = (id: string) => data.usernames.get(id) ?? unknownUser;
  const own = data.todos.filter((todo) => !todo.assigned).sort(byId);
  const copies = data.todos.filter((todo) => todo.assigned).sort(byId);
  const labelNamesById = new Map(data.labels.map((label) => [label.id, label.name]));
  return {
    format: 'teamtodo-export',
    version: 1,
    exportedAt: now.toISOString(),
    profile: profileOf(user),
    groups: [...data.groups].sort(byId).map((group) => ({
      _id: group.id,
      name: group.name,
      createdAt: group.createdAt,
      ...(group.members
        ? {
            members: Object.entries(group.members)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([id, role]) => ({ _id: id, username: nameOf(id), role })),
          }
        : {}),
    })),
    tasks: own.map((item) => exportedTask(item, labelNamesById)),
    labels: [...data.labels]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((label) => ({ _id: label.id, name: label.name, color: label.color })),
    sharedWithMe: data.joined.map(({ group, role, todos }) => ({
      _id: group.id,
      name: group.name,
      owner: { _id: group.userId, username: group.ownerName ?? unknownUser },
      role,
      tasks: [...todos].sort(byId).map((todo) => ({
        ...exportedTask(todo, labelNamesById),
        createdBy: { _id: creatorOf(todo), username: todo.createdByName ?? group.ownerName ?? unknownUser },
      })),
    })),
    assignmentsMade: [...data.assignments].sort(byId).map((row) => ({
      _id: row.id,
      description: row.description,
      important: row.important === true,
      priority: priorityOf(row),
      ...answeredDueOf(row),
      createdAt: row.createdAt,
      remindAt: row.remindAt ?? null,
      ...details(row),
      assignees: row.assignedTo.map((assigneeId, i) => {
        const copyId = row.originalIds[i] as string;
        return {
          _id: assigneeId,
          username: nameOf(assigneeId),
          copyId,
          completed: data.copyStates.get(copyStateKey(assigneeId, copyId)) ?? null,
        };
      }),
    })),
    assignedToMe: copies.map((copy) => {
      const { groupId: _home, ...task } = exportedTask(copy, labelNamesById);
      const assignerId = copy.assignerId ?? '';
      return {
        ...task,
        assigner: { _id: assignerId, username: copy.assignerUsername ?? nameOf(assignerId) },
      };
    }),
    team: Object.keys(user.team ?? {})
      .sort()
      .map((id) => ({ _id: id, username: nameOf(id) })),
    notifications: [...data.notes]
      .sort((a, b) => b.id.localeCompare(a.id))
      .map((note) => ({
        _id: note.id,
        kind: note.kind,
        createdAt: note.createdAt,
        message: note.message ?? '',
        isProcessed: note.isProcessed === true,
        from: { _id: note.fromUserId, username: nameOf(note.fromUserId) },
      })),
    activity: [...data.activity]
      .sort((a, b) => a.sk.localeCompare(b.sk))
      .map((entry) => ({
        _id: entry.id,
        taskId: entry.taskId,
        actor: entry.actor,
        at: entry.at,
        kind: entry.kind,
        changes: entry.changes,
        ...(entry.revertOf ? { revertOf: entry.revertOf } : {}),
        keptUntil: new Date(entry.expiresAt * 1000).toISOString(),
      })),
  };
}
