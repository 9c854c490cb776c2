import { failures, ui } from '@shared/messages/screens';
import { Link } from 'react-router-dom';
import { readFailureText } from '../../api/client';
import { Avatar } from '../../components/Avatar';
import { useTeammates } from '../../session/team';

/** The teammates, all loaded in one request (get-teammates); its failure text while none could be read. */
export function TeamPanel() {
  const { data: teammates, error } = useTeammates();
  const failure = readFailureText(error, teammates, failures.getTeammates);
  return (
    <section className="team-panel" aria-labelledby="team-panel-title">
      <h2 id="team-panel-title" className="sidebar-title">
        {ui.teamMembers}
      </h2>
      {/* A failed read says so, beside the team kept from an earlier visit if there is one (offline,
          the banner says it for every read); 'No team members yet' only for a team that was read. */}
      {failure ? (
        <p className="form-error small" role="alert">
          {failure}
        </p>
      ) : null}
      {teammates && teammates.length > 0 ? (
        <ul className="team-list">
          {teammates.map((mate) => (
            <li key={mate._id}>
              <Link to={`/user/${encodeURIComponent(mate._id)}`} className="team-member">
                <Avatar username={mate.username} coverImg={mate.coverImg} size={24} />
                <span>{mate.username}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : teammates && !failure ? (
        <p className="muted small">{ui.noTeamMembers}</p>
      ) : null}
    </section>
  );
}
