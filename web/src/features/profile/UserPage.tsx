/**
 * Another user's profile (/user/{id}, SPEC.md section 2): avatar, username, email, bio, stats (Tasks,
 * Completed, Teams, completion), their team members, Go Back, and 'Add to Team' / 'Request Sent'
 * (disabled) / 'Remove from Team' by relation. 'User not found' or 'Failed to load user profile.'
 * when it cannot be shown.
 */
import '../../styles/profile.css';
import { everydayTexts, ui } from '@shared/messages/screens';
import type { PublicUser } from '@shared/types';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { Avatar } from '../../components/Avatar';
import { PageFrame } from '../../components/PageFrame';
import { Spinner } from '../../components/Spinner';
import { useCurrentUser } from '../../session/AuthProvider';
import { useUserInfo } from '../../session/team';
import { useTeamActions } from './api/team-actions';
import { CompletionBar } from './CompletionBar';
import { relationTo } from './relation';
import { StatTile } from './StatTile';
import { completionPercent } from './stats';
import { TeamChips } from './TeamChips';

/** Back in the app's history, or to the dashboard when the page was opened directly. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/');
  };
}

export function UserPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useUserInfo(id || null);
  const goBack = useGoBack();

  const backButton = (
    <button type="button" className="button ghost" onClick={goBack}>
      {ui.goBack}
    </button>
  );

  if (error || (!isLoading && !data)) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <PageFrame className="profile-page">
        <div className="profile-card profile-missing">
          <h1>{notFound ? ui.userNotFound : ui.loadProfileFailed}</h1>
          {backButton}
        </div>
      </PageFrame>
    );
  }
  if (!data) {
    return (
      <PageFrame className="profile-page">
        <Spinner />
      </PageFrame>
    );
  }
  return <UserProfile other={data} backButton={backButton} />;
}

const ConfirmDialog = lazy(() =>
  import('../../components/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

function UserProfile({ other, backButton }: { other: PublicUser; backButton: ReactNode }) {
  const me = useCurrentUser();
  const relation = relationTo(me, other._id);
  const { sendRequest, removeFromTeam, pending } = useTeamActions(other._id);
  // Removing a teammate is confirmed first: it cannot be undone without a new request.
  const [confirming, setConfirming] = useState(false);

  return (
    <PageFrame className="profile-page">
      <div className="profile-toolbar">{backButton}</div>
      <section className="profile-card profile-head" aria-labelledby="user-title">
        <Avatar username={other.username} coverImg={other.coverImg} size={96} decorative={false} />
        <div className="profile-head-text">
          <h1 id="user-title">{other.username}</h1>
          <p data-testid="profile-email">{other.email || <span className="muted">{ui.noEmail}</span>}</p>
          <p data-testid="profile-bio">{other.bio || <span className="muted">{ui.noBio}</span>}</p>
          <div className="form-actions">
            {relation === 'none' ? (
              <button
                type="button"
                className="button primary"
                onClick={() => void sendRequest()}
                disabled={pending}
              >
                {ui.addToTeam}
              </button>
            ) : relation === 'pending' ? (
              <button type="button" className="button" disabled>
                {ui.requestSent}
              </button>
            ) : relation === 'member' ? (
              <button
                type="button"
                className="button danger"
                onClick={() => setConfirming(true)}
                disabled={pending}
              >
                {ui.removeFromTeam}
              </button>
            ) : null}
          </div>
          {confirming ? (
            <Suspense fallback={null}>
              <ConfirmDialog
                title={everydayTexts.confirmRemoveTeammate(other.username)}
                confirmLabel={everydayTexts.removeTeammate}
                onCancel={() => setConfirming(false)}
                onConfirm={() => {
                  setConfirming(false);
                  void removeFromTeam();
                }}
              />
            </Suspense>
          ) : null}
        </div>
      </section>
      <section className="profile-card" aria-labelledby="user-stats-title">
        <h2 id="user-stats-title">{ui.taskStatistics}</h2>
        <div className="stat-grid">
          <StatTile label={ui.statTasks} value={other.totalTasks} />
          <StatTile label={ui.completed} value={other.completedTasks} />
          <StatTile label={ui.statTeams} value={other.totalTeams} />
        </div>
        <CompletionBar percent={completionPercent(other.completedTasks, other.totalTasks)} />
      </section>
      <TeamChips members={other.team} titleId="user-team-title" />
    </PageFrame>
  );
}
