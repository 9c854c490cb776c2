/**
 * The own profile (/profile, SPEC.md section 2): information and its edit form, task statistics,
 * team members, the profile picture, the password, 'Sign out' and the load-test controls (a slot).
 */
import '../../styles/profile.css';
import { failures, ui } from '@shared/messages/screens';
import type { TeamMemberSummary } from '@shared/types';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { errorText } from '../../api/client';
import { PageFrame } from '../../components/PageFrame';
import { useAuth, useCurrentUser } from '../../session/AuthProvider';
import { useTeammates } from '../../session/team';
import { AvatarUpload } from './AvatarUpload';
import { ChangePasswordForm } from './ChangePasswordForm';
import { CompletionBar } from './CompletionBar';
import { ProfileInfo } from './ProfileInfo';
import { StartViewSetting } from './StartViewSetting';
import { StatTile } from './StatTile';
import { ownStats } from './stats';
import { TeamChips } from './TeamChips';

/** 'Notifications on this device': its own chunk, fetched when the profile is shown. */
const PushSwitch = lazy(() => import('./PushSwitch').then((m) => ({ default: m.PushSwitch })));

interface ProfilePageProps {
  /** The account sections (admin, signed-in devices, invitations: another feature's), after the password. */
  account?: ReactNode;
  /** The data section (export, import, calendar feed: another feature's), before the sign-out. */
  data?: ReactNode;
  /** The developer load-test controls, last on the page (another feature's: the app puts them here). */
  loadTest?: ReactNode;
}

export function ProfilePage({ account, data, loadTest }: ProfilePageProps) {
  const user = useCurrentUser();
  const { logout } = useAuth();
  const { data: teammates, error: teammatesError } = useTeammates();
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
      <TeamChips
        members={members}
        titleId="own-team-title"
        loading={!teammates && !teammatesError && user.team.length > 0}
        error={!teammates && teammatesError ? errorText(teammatesError, failures.getTeammates) : null}
      />
      <StartViewSetting />
      <Suspense fallback={null}>
        <PushSwitch />
      </Suspense>
      <AvatarUpload />
      <ChangePasswordForm />
      {account}
      {data}
      <section className="profile-card profile-signout">
        <button type="button" className="button danger" onClick={() => void logout()}>
          {ui.signOut}
        </button>
      </section>
      {loadTest}
    </PageFrame>
  );
}
