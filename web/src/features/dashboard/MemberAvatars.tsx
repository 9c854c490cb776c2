/**
 * A shared list's first members, as small avatars after its name in the sidebar (decorative: the
 * members dialog names them). A lazy chunk drawn just after the first render, as the sidebar's
 * other added parts are: the first download stays in its budget.
 */
import { Avatar } from '../../components/Avatar';

export default function MemberAvatars({ members }: { members: { _id: string; username: string }[] }) {
  return (
    <span className="member-avatars" aria-hidden="true">
      {members.slice(0, 3).map((member) => (
        <Avatar key={member._id} username={member.username} coverImg={null} size={16} />
      ))}
      {members.length > 3 ? <span className="member-more">+{members.length - 3}</span> : null}
    </span>
  );
}
