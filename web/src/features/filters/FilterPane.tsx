/**
 * A saved filter's view (a lazy chunk): the tasks of the groups the page holds that its query
 * matches, given to the dashboard's task pane to draw (`children`, as the app composes them), evaluated here (shared/filters/evaluate.ts) on every change of the groups, so switching
 * to it sends no request and a teammate's change that lands live moves a task in or out at once.
 * Days count in the viewer's own calendar. A filter that no longer exists goes back to Today.
 */
import { filterView } from '@shared/filters/evaluate';
import { parseFilterQuery } from '@shared/filters/query';
import { filtersPanelTexts as text } from '@shared/messages/filters-panel';
import type { Group, Label } from '@shared/types';
import type { EntryList } from '@shared/views';
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { api } from '../../api/client';
import { toast } from '../../lib/toast';
import { useCurrentUser } from '../../session/AuthProvider';
import { useTeammates } from '../../session/team';
import type { FilterPaneProps } from '../../tasks/board-parts';
import { filterViewPrefix } from '../../tasks/filter-view-id';
import { useSavedFilters } from './api/saved-filters';

type Props = FilterPaneProps;

/** The viewer's calendar day, yyyy-mm-dd, in their own zone. */
const localDay = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export default function FilterPane(props: Props) {
  return labelOfView(props.groupId) ? <LabelPane {...props} /> : <SavedFilterPane {...props} />;
}

function SavedFilterPane({ groupId, groups, onGone, children }: Props) {
  const me = useCurrentUser()._id;
  const { data: filters } = useSavedFilters();
  const { data: teammates } = useTeammates();
  const { data: labels } = useLabels();
  const filter = filters?.find((f) => `${filterViewPrefix}${f._id}` === groupId);
  const gone = filters !== undefined && filter === undefined;
  useEffect(() => {
    if (!gone) return;
    toast(text.gone);
    onGone();
  }, [gone, onGone]);

  const list = useMemo<EntryList | undefined>(() => {
    if (!groups || !filter) return undefined;
    const ids = new Map((teammates ?? []).map((mate) => [mate.username.toLowerCase(), mate._id]));
    const tasks = filterView(parseFilterQuery(filter.query), groups, {
      me,
      today: localDay(new Date()),
      userIdOf: (name) => ids.get(name),
      labelName: labelNames(groups, labels ?? []),
    });
    return { kind: 'tasks', tasks };
  }, [groups, filter, teammates, me, labels]);

  return children({ list, groupName: filter?.name ?? '' });
}

/**
 * A label's name by id: the user's own as they are now, others' (on a shared list's tasks) by the
 * tasks' snapshots.
 */
/**
 * The user's labels (features/labels/api/labels.ts `useLabels`, whose SWR entry this shares). Not imported
 * from there (another feature), nor features/labels/view-id.ts: a chunk shared by this pane and the sidebar's would cost the
 * first download its name (docs/decisions/0129).
 */
const useLabels = () =>
  useSWR<Label[]>('labels-list', () => api('labels-list'), { revalidateOnFocus: false });
/** A label's view id: `filter:label:<id>` (features/labels/view-id.ts). */
const labelOfView = (entryId: string) =>
  entryId.startsWith('filter:label:') ? entryId.slice('filter:label:'.length) : null;

function labelNames(groups: readonly Group[], labels: readonly Label[]): (id: string) => string | undefined {
  const names = new Map<string, string>();
  for (const group of groups)
    for (const task of group.todo) for (const info of task.labelInfo ?? []) names.set(info._id, info.name);
  for (const label of labels) names.set(label._id, label.name);
  return (id) => names.get(id);
}

/**
 * A label's view: the tasks the page holds carrying a label of its name (the user's own, or one a
 * shared list's member set with that name), by the filters' evaluator. A label that no longer
 * exists goes back to Today.
 */
function LabelPane({ groupId, groups, onGone, children }: Props) {
  const me = useCurrentUser()._id;
  const { data: labels } = useLabels();
  const label = labels?.find((l) => l._id === labelOfView(groupId));
  const gone = labels !== undefined && label === undefined;
  useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);
  const list = useMemo<EntryList | undefined>(() => {
    if (!groups || !label || !labels) return undefined;
    const tasks = filterView({ kind: 'label', name: label.name }, groups, {
      me,
      today: localDay(new Date()),
      labelName: labelNames(groups, labels),
    });
    return { kind: 'tasks', tasks };
  }, [groups, label, labels, me]);
  return children({ list, groupName: label?.name ?? '' });
}
