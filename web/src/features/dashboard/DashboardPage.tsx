/**
 * The main task dashboard (SPEC.md section 2): the sidebar of groups and the selected group's tasks.
 * `?highlight=todo-{id}` or `group-{id}` selects the matching group, then after 300 ms scrolls the
 * group or task into view and pulses it for 2000 ms.
 */

import { commentParam, taskParam } from '@shared/dashboard-params';
import { builtInViews, limits } from '@shared/limits';
import { failures, ui } from '@shared/messages/screens';
import type { Group, Task } from '@shared/types';
import { entryKind, entryList, entryOfTask, upcomingView, upForGrabsView, viewsOnly } from '@shared/views';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readFailureText } from '../../api/client';
import { firstId, onAdopted, onSettled, settledIds } from '../../api/outbox/state';
import { BoardFrame } from '../../components/BoardFrame';
import { parseHighlight, todoHighlight } from '../../lib/highlight';
import type { GlobalAction } from '../../lib/shortcuts';
import { toast } from '../../lib/toast';
import { isWide } from '../../lib/useMediaQuery';
import { useShortcuts } from '../../lib/useShortcut';
import { useCurrentUser } from '../../session/AuthProvider';
import { useGroups } from '../../tasks/api/groups';
import { useGroupsCache } from '../../tasks/api/groups-cache';
import { groupsReadLanded } from '../../tasks/api/groups-read';
import { loadChanges } from '../../tasks/api/outbox-change';
import type { BoardParts } from '../../tasks/board-parts';
import { isFilterView } from '../../tasks/filter-view-id';
import { preloadOnRequestParts } from './on-request';
import { TaskPane, taskListId } from './TaskPane';
import { useSelectedList } from './use-selected-list';

const sidebarId = 'dashboard-sidebar';
/** The 'g' shortcuts of the five built-in views, in their order (lib/shortcuts.ts). */
const goActions: readonly GlobalAction[] = [
  'go-today',
  'go-important',
  'go-planned',
  'go-assigned-to-me',
  'go-assigned-by-me',
];

/**
 * The parts other features draw, given by the app (app/board-parts.tsx): the sidebar with their
 * sections, the details panel (loaded when a task is first opened: not in the first download) and
 * a saved filter's view, with its query's evaluator (loaded when one is opened).
 */
export function DashboardPage({ parts: { Sidebar, DetailsPanel, FilterPane } }: { parts: BoardParts }) {
  const { data: groups, error: groupsError, isValidating } = useGroups();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const highlight = parseHighlight(params.get('highlight'));
  const user = useCurrentUser();
  const me = user._id;
  const [selectedId, setSelectedId] = useSelectedList(
    highlight?.kind === 'group' ? highlight.id : undefined,
    user.startView ?? 'today',
  );
  const [sidebarOpen, setSidebarOpen] = useState(isWide);
  const [pendingPulse, setPendingPulse] = useState<string | null>(null);
  const [pulseId, setPulseId] = useState<string | null>(null);

  // A highlight (on load or from a search result) selects its group, then waits for the element.
  // A task's entry is found in the groups once they are loaded (no request of its own).
  const highlightKind = highlight?.kind;
  const highlightId = highlight?.id;
  const [pendingTodo, setPendingTodo] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key).
  useEffect(() => {
    if (!highlightKind || !highlightId) return;
    if (highlightKind === 'group') {
      setSelectedId(highlightId);
      setPendingPulse(`group-${highlightId}`);
    } else {
      setPendingTodo(highlightId);
    }
  }, [location.key]);

  useEffect(() => {
    if (!pendingTodo || !groups) return;
    setPendingTodo(null);
    const entryId = entryOfTask(pendingTodo, groups);
    if (!entryId) return;
    setSelectedId(entryId);
    setPendingPulse(`todo-${pendingTodo}`);
  }, [pendingTodo, groups, setSelectedId]);

  // The selected group vanished (deleted elsewhere, or a stale highlight): back to the first view.
  // A group created offline has only changed its temporary id for the server's: it stays selected.
  // Only once the server answered: the groups kept from the last visit may predate the list.
  // A list shared with the user that is no longer (removed, or deleted by its owner) says so.
  const shownGroup = useRef<Group | undefined>(undefined);
  useEffect(() => {
    if (!groups || isValidating || !groupsReadLanded() || groups.some((g) => g._id === selectedId)) return;
    if (selectedId === upForGrabsView || selectedId === upcomingView || isFilterView(selectedId)) return;
    const saved = settledIds.get(selectedId);
    const lost = shownGroup.current;
    if (lost?._id === selectedId && lost.shared && lost.shared.role !== 'owner')
      toast(ui.listNoLongerShared(lost.name));
    setSelectedId(saved && groups.some((g) => g._id === saved) ? saved : (groups[0]?._id ?? 'today'));
  }, [groups, isValidating, selectedId, setSelectedId]);

  // A task or group made offline got the server's id (api/outbox/): the cache and the open task follow.
  const { patchGroups, groupsNow } = useGroupsCache();
  useEffect(
    () =>
      onSettled((tempId, id) => {
        // Nothing shown by that id, or marker (another tab's create): no patch, which would make SWR drop a
        // read on its way, such as the live update's that brings the item (docs/realtime.md#own-echo).
        const names = (t: { _id: string; uniqueMarker?: string }) =>
          t._id === tempId || t.uniqueMarker === tempId;
        if (!groupsNow().some((g) => g._id === tempId || g.todo.some(names))) return;
        void loadChanges()
          .then(({ settleIn }) => patchGroups(settleIn(tempId, id)))
          .then(() => {
            if (new URLSearchParams(window.location.search).get(taskParam) !== tempId) return;
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set(taskParam, id);
                return next;
              },
              { replace: true },
            );
          });
      }),
    [patchGroups, groupsNow, setParams],
  );

  // Changes another tab stored while waiting for the network (api/outbox/): shown here as there.
  useEffect(
    () =>
      onAdopted((entries) => {
        void loadChanges().then(({ withPending }) => patchGroups((groups) => withPending(groups, entries)));
      }),
    [patchGroups],
  );

  // The board is shown: what is used only at the user's request loads now (on-request.ts).
  useEffect(() => preloadOnRequestParts(), []);

  // The selected entry's list, computed from the groups: switching entries costs no request.
  const list = useMemo(
    () => (groups ? entryList(selectedId, groups, Date.now(), me) : undefined),
    [groups, selectedId, me],
  );
  useEffect(() => {
    if (!pendingPulse || !groups) return;
    const timer = window.setTimeout(() => {
      setPendingPulse(null);
      // A task's row may not be drawn yet (the list draws the rows in view): the list scrolls to it.
      if (parseHighlight(pendingPulse)?.kind === 'todo') return setPulseId(pendingPulse);
      const element = document.getElementById(pendingPulse);
      if (!element) return;
      element.scrollIntoView({ block: 'center', behavior: 'smooth' });
      setPulseId(pendingPulse);
    }, limits.highlightDelayMs);
    return () => window.clearTimeout(timer);
  }, [pendingPulse, groups]);

  useEffect(() => {
    if (!pulseId) return;
    const timer = window.setTimeout(() => setPulseId(null), limits.highlightPulseMs);
    return () => window.clearTimeout(timer);
  }, [pulseId]);

  const select = useCallback(
    (groupId: string) => {
      setSelectedId(groupId, true);
      if (!isWide()) setSidebarOpen(false);
    },
    [setSelectedId],
  );
  // 'g' then t, i, p, a or b: the built-in views, in the sidebar's order.
  useShortcuts(
    Object.fromEntries(
      goActions.map((action, index) => [action, () => select(builtInViews[index]?.id ?? 'today')]),
    ),
  );
  const onCreated = useCallback((taskId: string) => setPulseId(todoHighlight(taskId)), []);
  const goToday = useCallback(() => setSelectedId('today'), [setSelectedId]);

  // The open details panel, by task id in the URL (a highlight already shown is dropped with it).
  const openId = params.get(taskParam);
  const onOpen = useCallback(
    (task: Task) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('highlight');
          next.delete(commentParam);
          next.set(taskParam, task._id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onClose = useCallback(() => {
    const closedId = params.get(taskParam);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(taskParam);
        next.delete(commentParam);
        return next;
      },
      { replace: true },
    );
    // Focus goes back to the task's row, or to the list when the row is not shown here.
    window.requestAnimationFrame(() =>
      (
        (closedId ? document.getElementById(todoHighlight(closedId)) : null) ??
        document.getElementById(taskListId)
      )?.focus(),
    );
  }, [params, setParams]);

  const builtIn = builtInViews.find((v) => v.id === selectedId);
  const selectedGroup = groups?.find((g) => g._id === selectedId);
  if (selectedGroup) shownGroup.current = selectedGroup;
  const groupName =
    selectedGroup?.name ??
    builtIn?.name ??
    (selectedId === upForGrabsView ? ui.upForGrabsView : selectedId === upcomingView ? ui.upcomingView : '');

  const pane = {
    groupId: selectedId,
    pulseId,
    sidebarId,
    sidebarOpen,
    onToggleSidebar: () => setSidebarOpen((o) => !o),
    onCreated,
    onOpen,
  };

  return (
    <BoardFrame
      sidebarOpen={sidebarOpen}
      sidebar={
        <Sidebar
          id={sidebarId}
          open={sidebarOpen}
          groups={groups}
          loadError={readFailureText(groupsError, groups, failures.getGroups)}
          selectedId={selectedId}
          pulseId={pulseId}
          onSelect={select}
        />
      }
    >
      {isFilterView(selectedId) ? (
        <Suspense fallback={null}>
          <FilterPane key={selectedId} groupId={selectedId} groups={groups} onGone={goToday}>
            {({ list: filtered, groupName: filterName }) => (
              <TaskPane
                {...pane}
                list={filtered}
                groupName={filterName}
                kind="saved-filter"
                viewOnly={false}
              />
            )}
          </FilterPane>
        </Suspense>
      ) : (
        <TaskPane
          key={firstId(selectedId)}
          {...pane}
          list={list}
          groupName={groupName}
          viewOnly={viewsOnly(selectedGroup)}
          kind={entryKind(selectedId)}
        />
      )}
      {openId ? (
        <Suspense fallback={null}>
          <DetailsPanel key={firstId(openId)} taskId={openId} onClose={onClose} />
        </Suspense>
      ) : null}
    </BoardFrame>
  );
}
