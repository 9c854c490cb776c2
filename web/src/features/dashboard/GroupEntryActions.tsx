/**
 * A list's buttons in the sidebar, beside its name (a lazy chunk: drawn just after the first
 * render, out of the first download): share or see its members, rename, download its CSV, delete.
 * A list shared with the user offers its members only; one not saved yet, no share and no CSV.
 */
import { labels } from '@shared/messages/screens';
import type { Group } from '@shared/types';
import { apiPath } from '../../api/client';
import { IconButton } from '../../components/IconButton';
import { CrossIcon, PencilIcon, UsersIcon } from '../../components/icons';
import { DownloadIcon } from '../../components/icons-later';
import { isTempId } from '../../tasks/format';

/** A list others shared with the user (as opposed to their own groups, shared or not). */
const joined = (group: Group) => group.shared !== undefined && group.shared.role !== 'owner';

/** Opens a list's members dialog: 'Share {name}…' for its owner, 'Members of {name}' for a member. */
function ShareButton({ group, onOpen }: { group: Group; onOpen: (groupId: string) => void }) {
  const label = joined(group) ? labels.listMembers(group.name) : labels.shareList(group.name);
  return (
    <IconButton className="small" label={label} onClick={() => onOpen(group._id)}>
      <UsersIcon size={14} />
    </IconButton>
  );
}

interface Props {
  group: Group;
  /** The user's own list: renamed and deleted here. */
  editable: boolean;
  /** Saved (not a temporary id): shared from here. */
  shareable: boolean;
  onShare: (groupId: string) => void;
  onRename: (groupId: string) => void;
  onDelete: (group: Group) => void;
}

export default function GroupEntryActions({
  group,
  editable,
  shareable,
  onShare,
  onRename,
  onDelete,
}: Props) {
  if (!editable)
    return shareable ? (
      <span className="group-actions">
        <ShareButton group={group} onOpen={onShare} />
      </span>
    ) : null;
  return (
    <span className="group-actions">
      {shareable ? <ShareButton group={group} onOpen={onShare} /> : null}
      <IconButton
        className="small"
        label={labels.renameGroup(group.name)}
        onClick={() => onRename(group._id)}
      >
        <PencilIcon size={14} />
      </IconButton>
      {isTempId(group._id) ? null : (
        <a
          className="icon-button small"
          href={apiPath('portability-export-group-csv', { file: `${group._id}.csv` })}
          download
          aria-label={labels.downloadCsv(group.name)}
          title={labels.downloadCsv(group.name)}
        >
          <DownloadIcon size={14} />
        </a>
      )}
      <IconButton
        className="small danger"
        label={labels.deleteGroup(group.name)}
        onClick={() => onDelete(group)}
      >
        <CrossIcon size={14} />
      </IconButton>
    </span>
  );
}
