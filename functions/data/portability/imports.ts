/**
 * Imports: creates the lists and tasks of an import plan in the caller's partition, so
 * that the same file imported again creates nothing and a failure midway is completed by a re-run
 * (docs/decisions/0073-import-idempotent-by-derived-ids.md).
 *
 * - The file is known by its SHA-256: one record `IMPORT#<hash>` per user and file holds the
 *   import's progress (`chunksDone`, `status`), the time its ids count from and the group names it
 *   chose.
 * - Ids are derived, not random: the time part from the record's `baseTime` plus the row's place in
 *   the file, the rest from the hash of the file and the row (../core/ids.ts `idFrom`). A re-run derives
 *   the very same items.
 * - The items go in transactions of at most 97 (groups first, then tasks), each with the counters
 *   moved by exactly its tasks and the record's progress, conditioned on the progress read: the
 *   first Puts the record (it must not exist), each later one moves `chunksDone` from i to i + 1,
 *   the last marks the record `done`. So a chunk is written once or not at all, the counters always
 *   equal a recount, and a re-run resumes at the first chunk not written.
 * A dry run reads the same two things and answers what would be created, writing nothing.
 *
 * Into one list (`into`): every task of the file goes into that list, one of the user's own or one
 * shared with them where they are an editor, and no list is created. A shared list's tasks are in
 * its owner's partition, stamped with the importer, who keeps the counters; each chunk carries the
 * list's element (../lists/list-access.ts `groupWrite`: it exists, the importer is still an editor, and
 * it has room), so a role taken away midway stops the import there, and a re-run after it is
 * given back goes on.
 */

import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type LabelColor, labelNameKey } from '@shared/labels';
import { limits, listLimits } from '@shared/limits';
import { listTexts } from '@shared/messages/server';
import { noPriority, type Priority } from '@shared/priority';
import type { Repeat } from '@shared/types';
import { Conflict } from '../../lib/errors';
import { db, tableName } from '../core/client';
import { idFrom } from '../core/ids';
import type { GroupItem, LabelSnapshot, TodoItem } from '../core/items';
import { keys, listIndexKeys } from '../core/keys';
import {
  retryOnConflict,
  type TransactItem,
  TransactionCancelled,
  tags,
  transact,
  transactionItemsMax,
} from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import { groupItem } from '../lists/groups';
import { ensureLabels } from '../lists/labels';
import {
  accessRefusal,
  checkCanEdit,
  groupRefusal,
  groupWrite,
  type ListPlace,
  placeOf,
  type StoredGroup,
  type Writer,
} from '../lists/list-access';
import { moveCounters } from '../tasks/counters';
import { storedSteps } from '../tasks/task-details';
import { createdStamp, type Stamper } from '../tasks/task-stamps';
import { newDueFields, readBoard } from '../tasks/todos';

/* The plan an area's parser reads from a file (functions/portability/lib/import-plan.ts builds it). */
export type ImportFormat = 'teamtodo' | 'todoist' | 'ticktick';
/** A built-in home a task can be imported into (a teamtodo export's tasks outside user groups). */
export type BuiltInHome = 'today' | 'important' | 'planned';

export interface LineNote {
  line: number | null;
  reason: string;
}

export interface PlannedTask {
  line: number | null;
  description: string;
  completed: boolean;
  important: boolean;
  /** 1 (highest) to 4 (none); absent: none. */
  priority?: Priority;
  /** Label names (at most 10, distinct whatever their case): found or created as the user's own (../lists/labels.ts). */
  labels?: string[];
  /** The due day (yyyy-mm-dd), the same for everyone (docs/decisions/0113). */
  dueDay: string | null;
  /** A time of day (HH:MM) and its zone (null: floating), docs/api.md#times-of-day; absent: none. */
  dueTime?: string | null;
  dueZone?: string | null;
  /** The zone a floating time's instant is read in (the importer's, else UTC). */
  timeZone?: string;
  notes: string;
  steps: { title: string; completed: boolean }[];
  repeat: Repeat | null;
}

export interface PlannedList {
  /** The list's name in the source (a new group is named after it), or the built-in home. */
  source: string;
  home: 'group' | BuiltInHome;
  tasks: PlannedTask[];
}

export interface ImportPlan {
  format: ImportFormat;
  lists: PlannedList[];
  /** The colours of labels the file names (our export's), by name in lower case. */
  labelColors?: Record<string, LabelColor>;
  /** The first notes of each kind (functions/portability/lib/import-plan.ts `notesKept`)... */
  skipped: LineNote[];
  warnings: LineNote[];
  /** ... and how many there were. */
  skippedTotal: number;
  warningsTotal: number;
}

interface ImportRunItem {
  pk: string;
  sk: string;
  type: 'importRun';
  fileHash: string;
  format: ImportPlan['format'];
  status: 'running' | 'done';
  baseTime: number;
  /** The name chosen for each list of the plan ('' for a built-in home), by the list's index. */
  names: string[];
  chunksDone: number;
  chunks: number;
  createdAt: string;
}

export interface ImportOutcome {
  alreadyImported: boolean;
  created: { groups: number; tasks: number; steps: number };
  groups: { source: string; name: string; renamed: boolean; tasks: number }[];
  /** The one list the tasks went into, when the import named one. */
  into?: { _id: string; name: string };
}

/** The one list an import puts every task into: where it is, and its name for the report. */
interface Into {
  place: ListPlace;
  name: string;
}

type Planned = { kind: 'group'; item: GroupItem } | { kind: 'todo'; item: TodoItem };

const seed = (text: string) => createHash('sha256').update(text).digest();

/** Each list's group name: the source's, cut to 20 characters, made unique among the user's groups. */
export function uniqueNames(plan: ImportPlan, existing: string[]): string[] {
  const taken = new Set(existing.map((name) => name.toLowerCase()));
  return plan.lists.map((list) => {
    if (list.home !== 'group') return '';
    const base = list.source.replace(/\s+/g, ' ').trim() || 'Imported';
    let name = base.slice(0, limits.groupNameMax).trim();
    for (let n = 2; taken.has(name.toLowerCase()); n++) {
      const suffix = ` ${n}`;
      name = `${base.slice(0, limits.groupNameMax - suffix.length).trim()}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}

/** A planned task's labels as stored: the ids of the user's labels of those names, and their snapshots. */
function labelFields(task: PlannedTask, labels: Map<string, LabelSnapshot>): Partial<TodoItem> {
  const found = (task.labels ?? [])
    .map((name) => labels.get(labelNameKey(name)))
    .filter((label) => label !== undefined);
  return found.length > 0 ? { labels: found.map((label) => label._id), labelInfo: found } : {};
}

/**
 * Every item the plan creates, in order (groups first), with ids derived from the file and the row;
 * into one list, its tasks only, in its owner's partition and stamped with the importer.
 */
function plannedItems(
  importer: Stamper,
  fileHash: string,
  plan: ImportPlan,
  names: string[],
  baseTime: number,
  into: Into | null,
  labels: Map<string, LabelSnapshot> = new Map(),
): Planned[] {
  const userId = into?.place.ownerId ?? importer.id;
  let sequence = 0;
  const at = () => baseTime + sequence++;
  const groups: Planned[] = [];
  const homes = plan.lists.map((list, index) => {
    if (into) return into.place.groupId;
    if (list.home !== 'group') return list.home;
    const time = at();
    const id = idFrom(time, seed(`${fileHash}|group|${index}`));
    groups.push({
      kind: 'group',
      item: groupItem(userId, id, names[index] as string, new Date(time).toISOString()),
    });
    return id;
  });
  const todos: Planned[] = plan.lists.flatMap((list, listIndex) =>
    list.tasks.map((task, taskIndex) => {
      const time = at();
      const id = idFrom(time, seed(`${fileHash}|task|${listIndex}|${taskIndex}`));
      const item: TodoItem = {
        ...keys.todo(userId, id),
        type: 'todo',
        id,
        userId,
        groupId: homes[listIndex] as string,
        description: task.description,
        descriptionLower: task.description.toLowerCase(),
        completed: task.completed,
        important: task.important,
        ...(task.priority !== undefined && task.priority !== noPriority ? { priority: task.priority } : {}),
        ...newDueFields(task),
        ...labelFields(task, labels),
        createdAt: new Date(time).toISOString(),
        assigned: false,
        notes: task.notes,
        ...storedSteps(task.steps),
        repeat: task.repeat,
        ...(into ? createdStamp(importer) : {}),
        ...(into?.place.shared ? listIndexKeys(into.place.groupId, id) : {}),
      };
      return { kind: 'todo', item } as Planned;
    }),
  );
  return [...groups, ...todos];
}

/**
 * Room in one transaction: the counters and the record take one element each, and a request's
 * Idempotency-Key claim (../core/unit-of-work.ts) one more, so the claim commits with the first chunk;
 * into one list, its element too. Fixed whether or not the request carries a key: a resumed import
 * must cut the same chunks (the list is part of what makes an import the same).
 */
const chunkSizeOf = (into: Into | null) => transactionItemsMax - 3 - (into ? 1 : 0);

function chunksOf(items: Planned[], chunkSize: number): Planned[][] {
  const chunks: Planned[][] = [];
  for (let i = 0; i < items.length; i += chunkSize) chunks.push(items.slice(i, i + chunkSize));
  return chunks.length > 0 ? chunks : [[]];
}

const putNew = (item: GroupItem | TodoItem): TransactItem => ({
  tag: item.type === 'group' ? tags.group(item.id) : tags.todo(item.id),
  write: { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
});

/** The record's part of chunk `index`: created by the first, moved on by each later one, closed by the last. */
function progress(record: ImportRunItem, index: number): TransactItem {
  const status = index === record.chunks - 1 ? 'done' : 'running';
  if (index === 0)
    return {
      tag: tags.importRun(record.fileHash),
      write: {
        Put: {
          TableName: tableName,
          Item: { ...record, status, chunksDone: 1 },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    };
  return {
    tag: tags.importRun(record.fileHash),
    write: {
      Update: {
        TableName: tableName,
        Key: { pk: record.pk, sk: record.sk },
        UpdateExpression: 'SET chunksDone = :next, #status = :status',
        ConditionExpression: 'chunksDone = :done',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':next': index + 1, ':done': index, ':status': status },
      },
    },
  };
}

/**
 * The list an import names, as the importer may write in it: their own group or a list shared with
 * them as an editor, there and not being deleted (404, also for a list not theirs), with room for
 * `tasks` more when shared (409). Read strongly, so a dry run answers what the import would.
 */
async function intoList(userId: string, writer: Writer, groupId: string, tasks: number): Promise<Into> {
  const place = placeOf(userId, writer, groupId);
  checkCanEdit(place);
  const group = await db
    .send(
      new GetCommand({ TableName: tableName, Key: keys.group(place.ownerId, groupId), ConsistentRead: true }),
    )
    .then((r) => r.Item as StoredGroup | undefined);
  const refusal = accessRefusal(group, place, userId);
  if (refusal || !group) throw refusal;
  if (place.shared && (group.taskCount ?? 0) + tasks > listLimits.tasksMax)
    throw new Conflict(listTexts.listFull);
  return { place, name: group.name };
}

export async function runImport(
  importer: { id: string; writer: Writer },
  file: { hash: string; plan: ImportPlan },
  options: { dryRun: boolean; groupId?: string | undefined },
  unit: UnitOfWork,
): Promise<ImportOutcome> {
  const userId = importer.id;
  const { dryRun } = options;
  const key = keys.importRun(userId, file.hash);
  const taskCount = file.plan.lists.reduce((n, list) => n + list.tasks.length, 0);
  const [stored, board, into] = await Promise.all([
    db
      .send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))
      .then((r) => r.Item as ImportRunItem | undefined),
    options.groupId ? null : readBoard(userId, ['group']),
    options.groupId ? intoList(userId, importer.writer, options.groupId, taskCount) : null,
  ]);
  const intoReport = into ? { into: { _id: into.place.groupId, name: into.name } } : {};
  if (stored?.status === 'done') {
    unit.keepsAnswerOnly();
    return {
      alreadyImported: true,
      created: { groups: 0, tasks: 0, steps: 0 },
      groups: [],
      ...intoReport,
    };
  }
  const names =
    stored?.names ??
    (into
      ? file.plan.lists.map(() => '')
      : uniqueNames(
          file.plan,
          (board?.groups ?? []).map((group) => group.name),
        ));
  const baseTime = stored?.baseTime ?? Date.now();
  const stamper = { id: userId, username: importer.writer.username };
  // The labels the file names, found or created as the importer's (none on a dry run).
  const labelNames = file.plan.lists.flatMap((list) => list.tasks.flatMap((task) => task.labels ?? []));
  const labels = new Map(
    (dryRun ? [] : await ensureLabels(userId, labelNames, file.plan.labelColors)).map((label) => [
      labelNameKey(label.name),
      label,
    ]),
  );
  const chunks = chunksOf(
    plannedItems(stamper, file.hash, file.plan, names, baseTime, into, labels),
    chunkSizeOf(into),
  );
  const record: ImportRunItem = stored ?? {
    ...key,
    type: 'importRun',
    fileHash: file.hash,
    format: file.plan.format,
    status: 'running',
    baseTime,
    names,
    chunksDone: 0,
    chunks: chunks.length,
    createdAt: new Date(baseTime).toISOString(),
  };
  const firstPending = stored?.chunksDone ?? 0;
  const pending = chunks.slice(firstPending).flat();
  const outcome: ImportOutcome = {
    alreadyImported: false,
    created: {
      groups: pending.filter((p) => p.kind === 'group').length,
      tasks: pending.filter((p) => p.kind === 'todo').length,
      steps: pending.reduce((n, p) => n + (p.kind === 'todo' ? (p.item.steps?.length ?? 0) : 0), 0),
    },
    ...intoReport,
    groups: file.plan.lists.flatMap((list, index) =>
      list.home === 'group' && !into
        ? [
            {
              source: list.source,
              name: names[index] as string,
              renamed: names[index] !== list.source,
              tasks: list.tasks.length,
            },
          ]
        : [],
    ),
  };
  if (dryRun) {
    // Nothing is written: the key keeps the answer.
    unit.keepsAnswerOnly();
    return outcome;
  }
  for (let index = firstPending; index < chunks.length; index++) {
    const chunk = chunks[index] as Planned[];
    const todos = chunk.flatMap((p) => (p.kind === 'todo' ? [p.item] : []));
    const counters = moveCounters(userId, {
      total: todos.length,
      completed: todos.filter((t) => t.completed).length,
    });
    const list = into ? [groupWrite(into.place, userId, todos.length, todos.length)] : [];
    await retryOnConflict(async () => {
      try {
        await transact(
          [
            ...chunk.map((p) => putNew(p.item)),
            ...(counters ? [counters] : []),
            progress(record, index),
            ...list,
          ],
          unit,
        );
      } catch (error) {
        throw (
          (into && error instanceof TransactionCancelled && groupRefusal(error, into.place, userId)) || error
        );
      }
    });
  }
  return outcome;
}
