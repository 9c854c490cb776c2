import { profileLabels, ui } from '@shared/messages/screens';
import type { TeamMemberSummary } from '@shared/types';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { Spinner } from '../../components/Spinner';

interface Props {
  members: TeamMemberSummary[];
  titleId: string;
  /** The members' details are still loading. */
  loading?: boolean;
  /** The failure text of the members' read, shown instead of the list (never as an empty team). */
  error?: string | null;
}

/** Team members as chips linking to /user/{id}, or 'No team members yet'. */
export function TeamChips({ members, titleId, loading = false, error = null }: Props) {
  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{ui.teamMembers}</h2>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : loading ? (
        <Spinner small />
      ) : members.length === 0 ? (
        <p className="muted">{ui.noTeamMembers}</p>
      ) : (
        <ul className="team-chips">
          {members.map((member) => (
            <li key={member._id}>
              <Link
                to={`/user/${encodeURIComponent(member._id)}`}
                className="team-chip"
                title={profileLabels.viewProfile(member.username)}
              >
                <Avatar username={member.username} coverImg={member.coverImg} size={24} />
                <span>{member.username}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
