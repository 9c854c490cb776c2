/**
 * The open list or view, kept in the URL (`?list=<id>`; none for Today), so that a reload returns
 * to it, a list can be bookmarked, and Back steps between the lists the user opened. SPEC.md's
 * `?highlight=group-<id>` still selects its group, and `?highlight=todo-<id>` its task's list.
 */
import { builtInViews } from '@shared/limits';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const listParam = 'list';
const firstView = builtInViews[0]?.id ?? 'today';

/**
 * The selected entry's id, and `select(id, byUser)`. A choice of the user's is a new history entry
 * and ends a highlight. One the page makes replaces the current entry (a group that vanished, or
 * that got its saved id), or, while a highlight is in the URL, is kept beside it without a
 * navigation (the highlight runs once per navigation, and the URL already leads to it).
 */
export function useSelectedList(
  highlightedGroup: string | undefined,
): [string, (id: string, byUser?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const highlighted = params.has('highlight');
  const selectedId = params.get(listParam) ?? chosen ?? highlightedGroup ?? firstView;
  const select = useCallback(
    (id: string, byUser = false) => {
      if (!byUser && highlighted && !params.has(listParam)) return setChosen(id);
      if (id === selectedId && !(byUser && highlighted)) return;
      setChosen(null);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (byUser) next.delete('highlight');
          if (id === firstView) next.delete(listParam);
          else next.set(listParam, id);
          return next;
        },
        { replace: !byUser },
      );
    },
    [selectedId, highlighted, params, setParams],
  );
  return [selectedId, select];
}
