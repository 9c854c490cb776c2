/**
 * A shared list's changes, carried whole to its members (docs/realtime.md#shared-lists). Every
 * task write in a shared list also updates the list's group item, in the same transaction: one more
 * `version`, and `changedTasks`, how many task items that transaction wrote in the list
 * (functions/data/lists/list-access.ts `groupWrite`). The group's record and the task records share the
 * owner's partition, so they reach the fan-out in order, on one shard. When a batch holds the
 * group's record (its version one up) and exactly that many task records of the list, the change is
 * whole: the members get the tasks as the routes answer them and the ids that left, and their
 * pages patch instead of reading their boards again. Otherwise (a batch boundary between them, a
 * write that was not a task's, a change too large for one WebSocket message: an import's chunk of
 * long notes) they get the plain topic and read. Pure.
 */
import type { LiveListPatch } from '@shared/live';
import { listMemberIds } from '../data/conversation/task-audience';
import type { GroupItem, TodoItem } from '../data/core/items';
import { skPrefix } from '../data/core/keys';
import { toTodo } from '../lib/present';

/** A stream record's image, unmarshalled. */
type Image = Record<string, unknown>;

export interface ImageChange {
  before: Image | undefined;
  after: Image | undefined;
}

/**
 * A list patch by its group item's key and version (`pk|sk|version`): only the GROUP# record of the
 * change that made that version carries it, so a record of the same list earlier in the batch (a
 * member's removal, say) never hands a later change to someone it no longer reaches.
 */
export type ListPatches = Map<string, LiveListPatch>;

/** A list's key in a batch (`pk|sk`), and with `version` one change of it (`pk|sk|version`). */
export const listPatchKey = (pk: unknown, sk: unknown, version?: unknown) =>
  version === undefined ? `${String(pk)}|${String(sk)}` : `${String(pk)}|${String(sk)}|${String(version)}`;

/**
 * Who is in each shared list's audience as the batch's last record of its group item says (the
 * audience rule's `listMemberIds`, functions/data/conversation/task-audience.ts: the owner and the members; none
 * once the list is deleted or being deleted), by `pk|sk`. A list whose group the batch does not hold
 * is absent. The fan-out sends a list's tasks and comments only to who is still in it at the end of
 * the batch, the nearest it knows to the moment of the send.
 */
export type ListMembersNow = Map<string, ReadonlySet<string>>;

export function listMembersNow(changes: ImageChange[]): ListMembersNow {
  const now: ListMembersNow = new Map();
  for (const { before, after } of changes) {
    const group = (after ?? before) as (Image & GroupItem & { deleting?: unknown }) | undefined;
    if (!group || typeof group.sk !== 'string' || !group.sk.startsWith(skPrefix.group)) continue;
    const stays = after && !group.deleting ? listMemberIds(group) : [];
    now.set(listPatchKey(group.pk, group.sk), new Set(stays));
  }
  return now;
}

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
      patches.set(listPatchKey(group.pk, group.sk, version), patch);
  }
  return patches;
}
