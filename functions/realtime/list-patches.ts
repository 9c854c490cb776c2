/**
 * A shared list's changes, carried whole to its members (docs/realtime.md#shared-lists). Every
 * task write in a shared list also updates the list's group item, in the same transaction: one more
 * `version`, and `changedTasks`, how many task items that transaction wrote in the list
 * (functions/data/list-access.ts `groupWrite`). The group's record and the task records share the
 * owner's partition, so they reach the fan-out in order, on one shard. When a batch holds the
 * group's record (its version one up) and exactly that many task records of the list, the change is
 * whole: the members get the tasks as the routes answer them and the ids that left, and their
 * pages patch instead of reading their boards again. Otherwise (a batch boundary between them, a
 * write that was not a task's, a change too large for one WebSocket message: an import's chunk of
 * long notes) they get the plain topic and read. Pure.
 */
import type { LiveListPatch } from '@shared/live';
import type { GroupItem, TodoItem } from '../data/items';
import { skPrefix } from '../data/keys';
import { toTodo } from '../todo/lib/present';

/** A stream record's image, unmarshalled. */
type Image = Record<string, unknown>;

export interface ImageChange {
  before: Image | undefined;
  after: Image | undefined;
}

/** A list patch by its group item's key (`pk|sk`), as the GROUP# record of the change names it. */
export type ListPatches = Map<string, LiveListPatch>;

export const listPatchKey = (pk: unknown, sk: unknown) => `${String(pk)}|${String(sk)}`;

const isTask = (image: Image | undefined): image is Image & TodoItem =>
  typeof image?.sk === 'string' && image.sk.startsWith(skPrefix.todo);

/**
 * API Gateway takes WebSocket messages of up to 128 KB; a patch keeps a quarter of that for the
 * message around it (the other topics, the envelope).
 */
export const patchMaxBytes = 96 * 1024;

const fitsInAMessage = (patch: LiveListPatch) => Buffer.byteLength(JSON.stringify(patch)) <= patchMaxBytes;

/** The whole changes of the shared lists in one batch of stream records. */
export function listPatchesOf(changes: ImageChange[]): ListPatches {
  const patches: ListPatches = new Map();
  const tasks = changes.filter(({ before, after }) => isTask(after ?? before));
  for (const { before, after } of changes) {
    const group = after as (Image & GroupItem) | undefined;
    if (!group || typeof group.sk !== 'string' || !group.sk.startsWith(skPrefix.group) || !group.members)
      continue;
    const version = group.version;
    if (typeof version !== 'number' || version !== Number(before?.version ?? 0) + 1) continue;
    const patch: LiveListPatch = { id: group.id, version, tasks: [], removed: [] };
    const context = { ownerName: group.ownerName ?? '' };
    let seen = 0;
    for (const change of tasks) {
      const now = change.after as (Image & TodoItem) | undefined;
      const was = change.before as (Image & TodoItem) | undefined;
      if ((now ?? was)?.pk !== group.pk) continue;
      if (now?.groupId === group.id) patch.tasks.push(toTodo(now, context));
      else if (was?.groupId === group.id) patch.removed.push(was.id);
      else continue;
      seen++;
    }
    if (seen === group.changedTasks && fitsInAMessage(patch))
      patches.set(listPatchKey(group.pk, group.sk), patch);
  }
  return patches;
}
