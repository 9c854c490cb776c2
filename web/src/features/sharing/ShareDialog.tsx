/**
 * A list's members dialog (loaded when first opened). Its owner shares the list with teammates,
 * sets each member's role (Can edit, Can view) and removes members; a member sees who is in it and
 * may leave. Nothing secret is shown or copied: a list is shared by name with teammates only.
 */
import '../../styles/sharing.css';
import { sharingTexts as text } from '@shared/messages/sharing';
import type { Group, ListMembers } from '@shared/types';
import { type FormEvent, useState } from 'react';
import { readFailureText } from '../../api/client';
import { Avatar } from '../../components/Avatar';
import { Dialog } from '../../components/Dialog';
import { IconButton } from '../../components/IconButton';
import { CrossIcon } from '../../components/icons';
import { useCurrentUser } from '../../session/AuthProvider';
import { useTeammates } from '../../session/team';
import { type MemberRole, useListMembers, useMemberActions } from './api/list-members';

interface ShareDialogProps {
  group: Group;
  onClose: () => void;
  /** The user left the list: it is no longer theirs to show. */
  onLeft: () => void;
}

const roles: MemberRole[] = ['editor', 'viewer'];

function RoleSelect(props: {
  label: string;
  value: MemberRole;
  disabled?: boolean;
  onChange: (role: MemberRole) => void;
}) {
  return (
    <select
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value as MemberRole)}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {text.roles[role]}
        </option>
      ))}
    </select>
  );
}

/** The owner's form: a teammate who is not a member yet, and their role. */
function AddMember({
  members,
  onAdd,
  pending,
}: {
  members: ListMembers;
  onAdd: (id: string, role: MemberRole) => Promise<boolean>;
  pending: boolean;
}) {
  const { data: teammates } = useTeammates();
  const [picked, setPicked] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const inList = new Set(members.members.map((member) => member._id));
  const candidates = (teammates ?? []).filter((mate) => !inList.has(mate._id));
  if (teammates && teammates.length === 0) return <p className="muted small">{text.noTeammates}</p>;
  if (teammates && candidates.length === 0) return <p className="muted small">{text.noTeammatesLeft}</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    // What was picked stays picked when the server refuses it; a teammate picked meanwhile stays too.
    const adding = picked;
    if (await onAdd(adding, role)) setPicked((current) => (current === adding ? '' : current));
  };
  return (
    <form className="share-add" onSubmit={(event) => void submit(event)}>
      <select aria-label={text.addLabel} value={picked} onChange={(event) => setPicked(event.target.value)}>
        <option value="">{text.pickTeammate}</option>
        {candidates.map((mate) => (
          <option key={mate._id} value={mate._id}>
            {mate.username}
          </option>
        ))}
      </select>
      <RoleSelect label={text.addRoleLabel} value={role} onChange={setRole} />
      <button type="submit" className="button" disabled={!picked || pending}>
        {text.add}
      </button>
    </form>
  );
}

export function ShareDialog({ group, onClose, onLeft }: ShareDialogProps) {
  const me = useCurrentUser()._id;
  const owns = group.shared === undefined || group.shared.role === 'owner';
  const { data: members, error } = useListMembers(group._id);
  const { data: teammates } = useTeammates();
  const actions = useMemberActions(group._id);
  const failure = readFailureText(error, members, text.loadFailed);

  const add = (userId: string, role: MemberRole) => {
    const teammate = teammates?.find((mate) => mate._id === userId);
    return teammate ? actions.add(teammate, role) : Promise.resolve(false);
  };

  const leave = async (me: ListMembers['members'][number]) => {
    if (!(await actions.remove(me, true))) return;
    onLeft();
    onClose();
  };

  const myself = owns ? undefined : members?.members.find((member) => member._id === me);

  return (
    <Dialog
      title={owns ? text.shareTitle(group.name) : text.membersTitle(group.name)}
      onClose={onClose}
      className="share-dialog"
    >
      {failure ? (
        <p className="form-error small" role="alert">
          {failure}
        </p>
      ) : null}
      {members ? (
        <ul className="member-list">
          <li className="member">
            <Avatar username={members.owner.username} coverImg={members.owner.coverImg} size={28} />
            <span className="member-name">{members.owner.username}</span>
            <span className="muted small">{text.owner}</span>
          </li>
          {members.members.map((member) => (
            <li key={member._id} className="member">
              <Avatar username={member.username} coverImg={member.coverImg} size={28} />
              <span className="member-name">{member.username}</span>
              {owns ? (
                <>
                  <RoleSelect
                    label={text.roleOf(member.username)}
                    value={member.role}
                    disabled={actions.pending}
                    onChange={(role) => void actions.setRole(member._id, role)}
                  />
                  <IconButton
                    className="small danger"
                    label={text.remove(member.username)}
                    disabled={actions.pending}
                    onClick={() => void actions.remove(member, false)}
                  >
                    <CrossIcon size={14} />
                  </IconButton>
                </>
              ) : (
                <span className="muted small">{text.roles[member.role]}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {owns && members ? <AddMember members={members} onAdd={add} pending={actions.pending} /> : null}
      {!owns && group.shared?.role === 'viewer' ? <p className="muted small">{text.viewerNote}</p> : null}
      <div className="dialog-actions">
        {myself ? (
          <button
            type="button"
            className="button danger"
            disabled={actions.pending}
            onClick={() => void leave(myself)}
          >
            {text.leave}
          </button>
        ) : null}
        <button type="button" className="button ghost" data-autofocus onClick={onClose}>
          {text.close}
        </button>
      </div>
    </Dialog>
  );
}
