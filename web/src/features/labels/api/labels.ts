/**
 * The user's labels (docs/api.md#labels): read once per session and kept by SWR; saved, renamed,
 * recoloured and deleted at once, not through the outbox (like saved filters). A deletion calls
 * again while the server answers 202 (it takes the label off the tasks in batches). The groups'
 * cache follows: a task names the user's own labels as they are now (`labelInfo`), and a deleted
 * label leaves every task. Lazy: nothing here is in the first download.
 */
import type { BodyOf } from '@shared/contract';
import { labelTexts as text } from '@shared/messages/labels';
import type { Group, Label, Task } from '@shared/types';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, apiPath, errorText } from '../../../api/client';
import { useMutation } from '../../../api/mutation';

export const labelsKey = 'labels-list';

const byName = (labels: Label[]) =>
  [...labels].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

export function useLabels() {
  return useSWR<Label[]>(labelsKey, () => api('labels-list'), { revalidateOnFocus: false });
}

/** A task's labels as the user sees them now: their own by the list, others' by the task's snapshot. */
export function labelInfoOf(task: Pick<Task, 'labels' | 'labelInfo'>, labels: readonly Label[]): Label[] {
  const own = new Map(labels.map((label) => [label._id, label]));
  const kept = new Map((task.labelInfo ?? []).map((label) => [label._id, label]));
  return (task.labels ?? []).flatMap((id) => {
    const label = own.get(id) ?? kept.get(id);
    return label ? [label] : [];
  });
}

const sameInfo = (a: readonly Label[] | undefined, b: readonly Label[]) =>
  JSON.stringify(a ?? []) === JSON.stringify(b);

/**
 * The groups with every labelled task naming the user's labels as they are now (a rename or a new
 * colour shows on the rows at once); the same groups when nothing differs.
 */
export function withCurrentLabels(groups: Group[], labels: readonly Label[]): Group[] {
  let changed = false;
  const next = groups.map((group) => {
    let groupChanged = false;
    const todo = group.todo.map((task) => {
      if (!task.labels?.length) return task;
      const info = labelInfoOf(task, labels);
      if (sameInfo(task.labelInfo, info)) return task;
      groupChanged = true;
      return { ...task, labelInfo: info };
    });
    if (!groupChanged) return group;
    changed = true;
    return { ...group, todo };
  });
  return changed ? next : groups;
}

/**
 * Patches the groups' cache without a request. Not ../../api/groups-cache.ts: importing it here
 * splits it and its neighbours out of the first download's chunk (1 KB more gzipped).
 */
export function usePatchGroups() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (patch: (groups: Group[]) => Group[]) =>
      mutate<Group[]>(apiPath('todo-get-groups'), (groups) => (groups ? patch(groups) : groups), {
        revalidate: false,
      }),
    [mutate],
  );
}

export function useLabelActions() {
  const { run, mutate, pending } = useMutation();
  const patchGroups = usePatchGroups();
  const keep = (changed: Label) =>
    mutate<Label[]>(
      labelsKey,
      (labels = []) => byName([...labels.filter((label) => label._id !== changed._id), changed]),
      { revalidate: false },
    );

  const create = async (body: BodyOf<'labels-create'>) =>
    run({
      send: () => api('labels-create', { body }),
      update: keep,
      toasts: { error: (error) => errorText(error, text.failed) },
    });

  const update = async (id: string, body: BodyOf<'labels-update'>) =>
    run({
      send: () => api('labels-update', { params: { id }, body }),
      update: keep,
      toasts: { success: text.saved, error: (error) => errorText(error, text.failed) },
    });

  /** Calls again while the server is still taking it off tasks (202), then drops it everywhere. */
  const remove = async (label: Label) =>
    run({
      send: async () => {
        for (;;) {
          const answer = await api('labels-delete', { params: { id: label._id } });
          if (answer.done) return answer;
        }
      },
      update: () =>
        Promise.all([
          mutate<Label[]>(labelsKey, (labels = []) => labels.filter((l) => l._id !== label._id), {
            revalidate: false,
          }),
          patchGroups((groups) =>
            groups.map((group) => ({
              ...group,
              todo: group.todo.map((task) =>
                task.labels?.includes(label._id)
                  ? {
                      ...task,
                      labels: task.labels.filter((id) => id !== label._id),
                      labelInfo: (task.labelInfo ?? []).filter((info) => info._id !== label._id),
                    }
                  : task,
              ),
            })),
          ),
        ]),
      toasts: { success: text.deleted, error: (error) => errorText(error, text.deleteFailed) },
    });

  return { create, update, remove, pending };
}
