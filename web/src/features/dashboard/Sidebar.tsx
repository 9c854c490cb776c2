/**
 * The collapsible left sidebar: the five built-in views (icons, divider after them; 'Up for grabs'
 * and the calendar after them), the user's
 * groups (double-click or the pencil to rename, the cross to delete, the people to share), the lists
 * teammates shared with the user ('Shared with you', the owner's avatar; the people show their
 * members), the 'New Group' input and the team panel.
 */
import { builtInViews, limits } from '@shared/limits';
import { everydayTexts, labels, ui } from '@shared/messages/screens';
import { checkGroupName } from '@shared/task-input';
import type { Group } from '@shared/types';
import { type ComponentType, type FormEvent, lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { firstId } from '../../api/outbox/state';
import { Avatar } from '../../components/Avatar';
import { IconButton } from '../../components/IconButton';
import {
  CalendarIcon,
  InboxIcon,
  ListIcon,
  PlusIcon,
  StarIcon,
  SunIcon,
  UsersIcon,
} from '../../components/icons';
import { TextLimitNote, useTextLimit } from '../../components/TextLimit';
import { groupHighlight } from '../../lib/highlight';
import type { BoardSidebarProps, ShareDialogProps, SidebarSectionsProps } from '../../tasks/board-parts';
import { isTempId } from '../../tasks/format';
import { InlineEdit } from '../../tasks/on-request';
import { WaitingMark } from '../../tasks/RowParts';
import { useGroupActions } from './api/group-actions';

// Loaded when first needed: a confirmation is rare, the first download is not.
const ConfirmDialog = lazy(() =>
  import('../../components/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);
/** A list's buttons (share, rename, its CSV, delete): drawn after the first render. */
const GroupEntryActions = lazy(() => import('./GroupEntryActions'));
/** The team below the lists: drawn just after the first render, with the teammates' read. */
const TeamPanel = lazy(() => import('./TeamPanel').then((m) => ({ default: m.TeamPanel })));
/** A shared list's first members, as small avatars: drawn just after the first render. */
const MemberAvatars = lazy(() => import('./MemberAvatars'));
/** Upcoming after Planned, "Up for grabs" and the calendar after the built-in views: just after the first render. */
const ViewEntries = lazy(() => import('./ViewEntries'));

/** A list others shared with the user (as opposed to their own groups, shared or not). */
const joined = (group: Group) => group.shared !== undefined && group.shared.role !== 'owner';

/** How many built-in views come before Upcoming (Today, Important, Planned). */
const upcomingAfter = 3;

const builtInIcons = [
  <SunIcon key="sun" />,
  <StarIcon key="star" />,
  <CalendarIcon key="calendar" />,
  <InboxIcon key="to-you" />,
  <UsersIcon key="by-you" />,
];

/**
 * The parts other features draw, given by the app (app/board-parts.tsx), each a lazy chunk drawn
 * after the first render: the saved filters' and labels' sections (with their own reads), and a
 * list's members dialog.
 */
interface SidebarParts {
  Sections: ComponentType<SidebarSectionsProps>;
  ShareDialog: ComponentType<ShareDialogProps>;
}

export function Sidebar({
  id,
  open,
  groups,
  loadError,
  selectedId,
  pulseId,
  onSelect,
  Sections,
  ShareDialog,
}: BoardSidebarProps & SidebarParts) {
  const { createGroup, renameGroup, deleteGroup } = useGroupActions();
  const [newName, setNewName] = useState('');
  const nameLimit = useTextLimit(limits.groupNameMax);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const stopRenaming = useCallback(() => setRenamingId(null), []);
  // A group that holds tasks is deleted only once the user confirms; an empty one at once.
  const [confirming, setConfirming] = useState<Group | null>(null);
  // The list whose members dialog is open (its id: the dialog follows the list's latest state).
  const [sharingId, setSharingId] = useState<string | null>(null);

  const list = groups ?? builtInViews.map((v) => ({ _id: v.id, name: v.name, todo: [], builtIn: true }));
  const builtIns = list.slice(0, limits.builtInGroupCount);
  const userGroups = list.slice(limits.builtInGroupCount);
  const ownGroups = userGroups.filter((group) => !joined(group));
  const joinedGroups = userGroups.filter(joined);
  const sharing = userGroups.find((group) => group._id === sharingId);

  const submitNew = async (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (checkGroupName(name) !== null) return;
    setNewName('');
    // Nothing typed is lost: a name that could not be created goes back into its input.
    if (!(await createGroup(name))) setNewName((typed) => typed || name);
  };

  const remove = async (group: Group) => {
    const index = list.findIndex((g) => g._id === group._id);
    const previous = list[index - 1];
    if (group._id === selectedId && previous) onSelect(previous._id);
    await deleteGroup(group);
  };

  const entry = (group: Group, index: number) => {
    const selected = group._id === selectedId;
    const elementId = groupHighlight(group._id);
    // A group not saved yet is used like any other: its changes wait behind its create (api/outbox/).
    // A list shared with the user is its owner's to rename and delete.
    const editable = index >= limits.builtInGroupCount && !joined(group);
    const shareable = index >= limits.builtInGroupCount && !isTempId(group._id);
    const className = ['group-entry', selected ? 'selected' : '', pulseId === elementId ? 'pulse' : '']
      .filter(Boolean)
      .join(' ');
    return (
      // Keyed by the id it was first shown with: when the server's id replaces a new group's temporary
      // one, its entry is not mounted again, so the focus on it (and a rename being typed) stays.
      <li key={firstId(group._id)} id={elementId} className={className}>
        {renamingId !== null && firstId(renamingId) === firstId(group._id) ? (
          <Suspense fallback={<span className="group-button">{group.name}</span>}>
            <InlineEdit
              field="group"
              initial={group.name}
              onSave={(name) => void renameGroup(group, name)}
              onDone={stopRenaming}
            />
          </Suspense>
        ) : (
          <>
            <button
              type="button"
              className="group-button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(group._id)}
              onDoubleClick={() => {
                if (editable) setRenamingId(group._id);
              }}
            >
              <span className="group-icon">
                {index < limits.builtInGroupCount ? (
                  builtInIcons[index]
                ) : group.shared?.role === 'owner' ? (
                  <UsersIcon />
                ) : group.shared ? (
                  <Avatar username={group.shared.owner.username} coverImg={null} size={18} />
                ) : (
                  <ListIcon />
                )}
              </span>
              <span className="group-name">{group.name}</span>
              {group.shared?.members?.length ? (
                <Suspense fallback={null}>
                  <MemberAvatars members={group.shared.members} />
                </Suspense>
              ) : null}
            </button>
            {/* Beside the button, not in it: the group's name stays the button's whole name. */}
            <WaitingMark id={group._id} />
            {shareable || editable ? (
              <Suspense fallback={null}>
                <GroupEntryActions
                  group={group}
                  editable={editable}
                  shareable={shareable}
                  onShare={setSharingId}
                  onRename={setRenamingId}
                  onDelete={(g) => (g.todo.length > 0 ? setConfirming(g) : void remove(g))}
                />
              </Suspense>
            ) : null}
          </>
        )}
      </li>
    );
  };

  const viewEntries = {
    groups,
    upForGrabs: userGroups.some((group) => 'shared' in group && group.shared),
    selectedId,
    onSelect,
  };
  return (
    <aside id={id} className={open ? 'sidebar open' : 'sidebar'} aria-label={labels.groups} hidden={!open}>
      <nav aria-label={labels.groups}>
        <ul className="group-list" data-testid="builtin-groups">
          {builtIns.slice(0, upcomingAfter).map((g, i) => entry(g, i))}
          <Suspense fallback={null}>
            <ViewEntries part="upcoming" {...viewEntries} />
          </Suspense>
          {builtIns.slice(upcomingAfter).map((g, i) => entry(g, i + upcomingAfter))}
          <Suspense fallback={null}>
            <ViewEntries part="after" {...viewEntries} />
          </Suspense>
        </ul>
        <Suspense fallback={null}>
          <Sections selectedId={selectedId} onSelect={onSelect} />
        </Suspense>
        <hr className="group-divider" />
        {loadError ? (
          <p className="form-error small" role="alert">
            {loadError}
          </p>
        ) : null}
        <ul className="group-list" data-testid="user-groups">
          {ownGroups.map((g, i) => entry(g, i + limits.builtInGroupCount))}
        </ul>
        {joinedGroups.length > 0 ? (
          <>
            <h2 className="sidebar-title">{ui.sharedWithYou}</h2>
            <ul className="group-list" data-testid="shared-groups">
              {joinedGroups.map((g, i) => entry(g, i + limits.builtInGroupCount + ownGroups.length))}
            </ul>
          </>
        ) : null}
      </nav>
      <form className="new-group" onSubmit={(event) => void submitNew(event)}>
        <span className="limited">
          <input
            placeholder={ui.newGroupPlaceholder}
            aria-label={ui.newGroupPlaceholder}
            value={newName}
            {...nameLimit.field(setNewName)}
          />
          <TextLimitNote limit={nameLimit} length={newName.length} />
        </span>
        <IconButton type="submit" label={labels.createGroup}>
          <PlusIcon size={18} />
        </IconButton>
      </form>
      <Suspense fallback={null}>
        <TeamPanel />
      </Suspense>
      <Link className="bin-link" to="/bin">
        {labels.recentlyDeleted}
      </Link>
      {sharing ? (
        <Suspense fallback={null}>
          <ShareDialog
            group={sharing}
            onClose={() => setSharingId(null)}
            onLeft={() => {
              if (sharing._id === selectedId) onSelect('today');
            }}
          />
        </Suspense>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={everydayTexts.confirmDeleteGroup(confirming.name, confirming.todo.length)}
            confirmLabel={everydayTexts.deleteGroup}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              setConfirming(null);
              void remove(confirming);
            }}
          />
        </Suspense>
      ) : null}
    </aside>
  );
}
