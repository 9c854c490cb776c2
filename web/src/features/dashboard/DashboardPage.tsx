/**
 * The main task dashboard (SPEC.md section 2): the sidebar of groups and the selected group's tasks.
 * `?highlight=todo-{id}` or `group-{id}` selects the matching group, then after 300 ms scrolls the
 * group or task into view and pulses it for 2000 ms.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { type BuiltInViewId, builtInViews, limits } from '../../../../shared/limits';
import { failures } from '../../../../shared/messages';
import type { Todo } from '../../../../shared/types';
import { api, errorText } from '../../api/client';
import { useGroups, useTodos } from '../../api/hooks';
import { parseHighlight } from './highlight';
import { Sidebar } from './Sidebar';
import { TaskPane } from './TaskPane';

const sidebarId = 'dashboard-sidebar';
const wideScreen = () => typeof window === 'undefined' || window.matchMedia('(min-width: 768px)').matches;

/** The list that shows a task without a user group: the first built-in view it belongs to. */
function viewOfTodo(todo: Todo, now = Date.now()): BuiltInViewId {
  if (todo.assigned) return 'assigned-to-me';
  if (now - Date.parse(todo.createdAt) <= limits.todayWindowMinutes * 60_000) return 'today';
  if (todo.important) return 'important';
  if (todo.due) return 'planned';
  return 'today';
}

/** The group a highlighted task lives in: from the search result, else from the user's tasks. */
async function groupOfTodo(todoId: string, hint: unknown): Promise<string | null> {
  if (typeof hint === 'string' && hint) return hint;
  try {
    const { todos } = await api('todo-getall');
    const found = todos.find((t: Todo) => t._id === todoId);
    if (!found) return null;
    return found.groupId ?? viewOfTodo(found);
  } catch (error) {
    console.error('Finding the highlighted task failed', error);
    return null;
  }
}

export function DashboardPage() {
  const { data: groups, error: groupsError } = useGroups();
  const [params] = useSearchParams();
  const location = useLocation();
  const highlight = parseHighlight(params.get('highlight'));
  const [selectedId, setSelectedId] = useState<string>(
    highlight?.kind === 'group' ? highlight.id : (builtInViews[0]?.id ?? 'today'),
  );
  const [sidebarOpen, setSidebarOpen] = useState(wideScreen);
  const [pendingPulse, setPendingPulse] = useState<string | null>(null);
  const [pulseId, setPulseId] = useState<string | null>(null);

  // A highlight (on load or from a search result) selects its group, then waits for the element.
  const highlightKind = highlight?.kind;
  const highlightId = highlight?.id;
  const navState = (location.state as { groupId?: unknown } | null)?.groupId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key).
  useEffect(() => {
    if (!highlightKind || !highlightId) return;
    let cancelled = false;
    if (highlightKind === 'group') {
      setSelectedId(highlightId);
      setPendingPulse(`group-${highlightId}`);
    } else {
      void groupOfTodo(highlightId, navState).then((groupId) => {
        if (cancelled || !groupId) return;
        setSelectedId(groupId);
        setPendingPulse(`todo-${highlightId}`);
      });
    }
    return () => {
      cancelled = true;
    };
  }, [location.key]);

  // The selected group vanished (deleted elsewhere, or a stale highlight): back to the first view.
  useEffect(() => {
    if (groups && !groups.some((g) => g._id === selectedId)) setSelectedId(groups[0]?._id ?? 'today');
  }, [groups, selectedId]);

  const { data: todos } = useTodos(selectedId);
  useEffect(() => {
    if (!pendingPulse || !groups) return;
    if (pendingPulse.startsWith('todo-') && !todos) return;
    const timer = window.setTimeout(() => {
      const element = document.getElementById(pendingPulse);
      setPendingPulse(null);
      if (!element) return;
      element.scrollIntoView({ block: 'center', behavior: 'smooth' });
      setPulseId(pendingPulse);
    }, limits.highlightDelayMs);
    return () => window.clearTimeout(timer);
  }, [pendingPulse, groups, todos]);

  useEffect(() => {
    if (!pulseId) return;
    const timer = window.setTimeout(() => setPulseId(null), limits.highlightPulseMs);
    return () => window.clearTimeout(timer);
  }, [pulseId]);

  const select = useCallback((groupId: string) => {
    setSelectedId(groupId);
    if (!wideScreen()) setSidebarOpen(false);
  }, []);

  const index = groups?.findIndex((g) => g._id === selectedId) ?? -1;
  const builtIn = builtInViews.find((v) => v.id === selectedId);
  const viewIndex = builtIn ? builtIn.index : Math.max(index, limits.builtInGroupCount);
  const groupName = groups?.[index]?.name ?? builtIn?.name ?? '';

  return (
    <div className={sidebarOpen ? 'dashboard sidebar-open' : 'dashboard'}>
      <Sidebar
        id={sidebarId}
        open={sidebarOpen}
        groups={groups}
        loadError={groupsError ? errorText(groupsError, failures.getGroups) : null}
        selectedId={selectedId}
        pulseId={pulseId}
        onSelect={select}
      />
      <TaskPane
        key={selectedId}
        groupId={selectedId}
        groupName={groupName}
        viewIndex={viewIndex}
        pulseId={pulseId}
        sidebarId={sidebarId}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((o) => !o)}
      />
    </div>
  );
}
