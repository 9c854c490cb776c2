/**
 * The own profile (/profile, SPEC.md section 2): information and its edit form, task statistics,
 * team members, the profile picture, the password, 'Sign out' and the load-test controls.
 */
import '../../styles/profile.css';
import { ui } from '@shared/messages';
import type { TeamMemberSummary } from '@shared/types';
import { useMemo } from 'react';
import { useTeammates } from '../../api/hooks';
import { useAuth, useCurrentUser } from '../../auth/AuthProvider';
import { BurnControls } from '../burn/BurnControls';
import { AvatarUpload } from './AvatarUpload';
import { ChangePasswordForm } from './ChangePasswordForm';
import { CompletionBar } from './CompletionBar';
import { PageFrame } from './PageFrame';
import { ProfileInfo } from './ProfileInfo';
import { StatTile } from './StatTile';
import { ownStats } from './stats';
import { TeamChips } from './TeamChips';

export function ProfilePage() {
  const user = useCurrentUser();
  const { logout } = useAuth();
  const { data: teammates } = useTeammates();
  const stats = ownStats(user);

  // The team as the profile lists it (ids), with names and pictures from the one teammates request.
  const members = useMemo<TeamMemberSummary[]>(() => {
    const byId = new Map((teammates ?? []).map((mate) => [mate._id, mate]));
    return user.team.flatMap((id) => {
      const mate = byId.get(id);
      return mate ? [{ _id: mate._id, username: mate.username, coverImg: mate.coverImg }] : [];
    });
  }, [teammates, user.team]);

  return (
    <PageFrame className="profile-page">
      <ProfileInfo user={user} />
      <section className="profile-card" aria-labelledby="stats-title">
        <h2 id="stats-title">{ui.taskStatistics}</h2>
        <div className="stat-grid">
          <StatTile label={ui.totalTasks} value={stats.total} />
          <StatTile label={ui.completed} value={stats.completed} />
          <StatTile label={ui.pending} value={stats.pending} />
        </div>
        <CompletionBar percent={stats.percent} />
      </section>
      <TeamChips members={members} titleId="own-team-title" loading={!teammates && user.team.length > 0} />
      <AvatarUpload />
      <ChangePasswordForm />
      <section className="profile-card profile-signout">
        <button type="button" className="button danger" onClick={() => void logout()}>
          {ui.signOut}
        </button>
      </section>
      <BurnControls />
    </PageFrame>
  );
}
