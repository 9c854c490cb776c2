/**
 * The open list or view, kept in the URL (`?list=<id>`; none for the view the app opens on: Today, or
 * Upcoming when the user chose so), so that a reload returns
 * to it, a list can be bookmarked, and Back steps between the lists the user opened. SPEC.md's
 * `?highlight=group-<id>` still selects its group, and `?highlight=todo-<id>` its task's list.
 *
 * The page's state holds the selection, so a change made with it (deleting the selected group
 * selects the one before) sees it at once; the URL follows it, and a navigation (Back, Forward, a
 * link) sets it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const listParam = 'list';

/**
 * The selected entry's id, and `select(id, byUser)`. A choice of the user's is a new history entry
 * and ends a highlight. One the page makes replaces the current entry (a group that vanished, or
 * that got its saved id), or, while a highlight is in the URL, is kept without a navigation (the
 * highlight runs once per navigation, and the URL already leads to it).
 */
export function useSelectedList(
  highlightedGroup: string | undefined,
  firstView: string,
): [string, (id: string, byUser?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get(listParam);
  const [selectedId, setSelectedId] = useState(inUrl ?? highlightedGroup ?? firstView);
  // A navigation that changes the list in the URL (Back, Forward, a link) selects it.
  const lastInUrl = useRef(inUrl);
  useEffect(() => {
    if (inUrl === lastInUrl.current) return;
    lastInUrl.current = inUrl;
    setSelectedId(inUrl ?? firstView);
  }, [inUrl, firstView]);
  // The view the app opens on, read again (the user kept from the last visit drew the page first):
  // shown while nothing else was chosen, it follows.
  const shownFirst = useRef(firstView);
  useEffect(() => {
    const before = shownFirst.current;
    shownFirst.current = firstView;
    if (!lastInUrl.current) setSelectedId((current) => (current === before ? firstView : current));
  }, [firstView]);

  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };
  const select = useCallback(
    (id: string, byUser = false) => {
      const { params: current, setParams: navigate } = latest.current;
      setSelectedId(id);
      const highlighted = current.has('highlight');
      if (!byUser && highlighted && !current.has(listParam)) return;
      const wanted = id === firstView ? null : id;
      if (wanted === current.get(listParam) && !(byUser && highlighted)) return;
      lastInUrl.current = wanted;
      const next = new URLSearchParams(current);
      if (byUser) next.delete('highlight');
      if (wanted === null) next.delete(listParam);
      else next.set(listParam, wanted);
      navigate(next, { replace: !byUser });
    },
    [firstView],
  );
  return [selectedId, select];
}
