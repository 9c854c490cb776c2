/**
 * A shared list's change as the live message carries it whole (shared/live.ts `LiveListPatch`),
 * patched into the board instead of reading it again: a list's version one up from the held one
 * applies (its tasks replace or join the list's, the removed ones leave it), the held version or an
 * older one is dropped (already seen), and a further one means messages were missed: the caller
 * reads the board again. So a change in a list of twenty members costs no board read at all.
 */
import type { LiveListPatch } from '@shared/live';
import { sharingTexts } from '@shared/messages/sharing';
import type { Group } from '@shared/types';
import type { ScopedMutator } from 'swr';
import { outboxNow } from '../../api/outbox/state';
import { toast } from '../../lib/toast';
import { isHeld } from './held-deletes';
import { dashboardKeys } from './keys';
import { overriddenFields } from './overridden-fields';

/** The groups with one patch applied; null when it cannot be (no such list held, or a gap). */
function patched(groups: Group[], patch: LiveListPatch): Group[] | null {
  const index = groups.findIndex((group) => group._id === patch.id);
  const group = groups[index];
  const held = group?.shared?.version;
  if (!group?.shared || held === undefined) return null;
  if (patch.version <= held) return groups;
  if (patch.version !== held + 1) return null;
  const written = new Set([...patch.tasks.map((task) => task._id), ...patch.removed]);
  const next = [...groups];
  next[index] = {
    ...group,
    // A patched task keeps the user's own unread count (the patch is every member's, the count not:
    // live comments move it, docs/api.md#comments).
    todo: [
      ...group.todo.filter((task) => !written.has(task._id)),
      ...patch.tasks.map((task) => {
        const unread = group.todo.find((held) => held._id === task._id)?.unreadComments;
        return unread === undefined ? task : { ...task, unreadComments: unread };
      }),
    ],
    shared: { ...group.shared, version: patch.version },
  };
  return next;
}

/**
 * Applies the patches in order; answers false when the board must be read again instead. Also
 * false while changes wait in the outbox or a delete waits out its Undo: a read lays those over
 * what the server holds (./groups.ts), which a patch does not.
 */
export async function applyListPatches(
  mutate: ScopedMutator,
  patches: LiveListPatch[],
  me: string,
): Promise<boolean> {
  if (outboxNow().waiting.length > 0) return false;
  const touched = patches.flatMap((patch) => [...patch.tasks.map((task) => task._id), ...patch.removed]);
  if (touched.some(isHeld)) return false;
  let whole = true;
  await mutate<Group[]>(
    dashboardKeys.groups,
    (groups) => {
      let next = groups;
      for (const patch of patches) {
        const applied = next ? patched(next, patch) : null;
        if (!applied) {
          whole = false;
          return groups;
        }
        next = applied;
      }
      return next;
    },
    { revalidate: false },
  );
  if (whole) tellOverridden(patches, me);
  return whole;
}

/** A teammate's change that replaced a value this page had just sent is said, quietly. */
function tellOverridden(patches: LiveListPatch[], me: string): void {
  for (const task of patches.flatMap((patch) => patch.tasks))
    for (const field of overriddenFields(task, me)) {
      const name = sharingTexts.fields[field];
      if (name && task.updatedBy)
        toast(sharingTexts.changedMeanwhile(task.updatedBy.username, name), {
          id: `meanwhile-${task._id}-${field}`,
        });
    }
}
