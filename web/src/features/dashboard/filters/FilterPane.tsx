/**
 * A saved filter's view (a lazy chunk): the tasks of the groups the page holds that its query
 * matches, evaluated here (shared/filters/evaluate.ts) on every change of the groups, so switching
 * to it sends no request and a teammate's change that lands live moves a task in or out at once.
 * Days count in the viewer's own calendar. A filter that no longer exists goes back to Today.
 */
import { filterView } from '@shared/filters/evaluate';
import { parseFilterQuery } from '@shared/filters/query';
import { filtersPanelTexts as text } from '@shared/messages/filters-panel';
import type { Group } from '@shared/types';
import type { EntryList } from '@shared/views';
import { type ComponentProps, useEffect, useMemo } from 'react';
import { toast } from '../../../lib/toast';
import { useCurrentUser } from '../../../session/AuthProvider';
import { useTeammates } from '../../../session/team';
import { TaskPane } from '../TaskPane';
import { useSavedFilters } from './api/saved-filters';
import { filterViewPrefix } from './view-id';

type Props = Omit<ComponentProps<typeof TaskPane>, 'list' | 'groupName' | 'kind' | 'viewOnly'> & {
  groups: Group[] | undefined;
  onGone: () => void;
};

/** The viewer's calendar day, yyyy-mm-dd, in their own zone. */
const localDay = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export default function FilterPane({ groups, onGone, ...pane }: Props) {
  const me = useCurrentUser()._id;
  const { data: filters } = useSavedFilters();
  const { data: teammates } = useTeammates();
  const filter = filters?.find((f) => `${filterViewPrefix}${f._id}` === pane.groupId);
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
    });
    return { kind: 'tasks', tasks };
  }, [groups, filter, teammates, me]);

  return (
    <TaskPane {...pane} list={list} groupName={filter?.name ?? ''} kind="saved-filter" viewOnly={false} />
  );
}
