/**
 * /profile: the own profile with the account sections (the admin page's link, two-factor sign-in,
 * passkeys, the signed-in devices, invitations, deleting the account with the data feature's
 * export offered first), the data section and, for admins, the developer load-test controls at its end. An
 * admin the site requires a second factor of, who has none yet, sees only its setup
 * (session/guards.tsx sends them here from every other page). Three features, put together here so that none imports another; loaded on demand as
 * one chunk, which keeps the page's name (ProfilePage-*.js). The data section is a chunk of its own,
 * loaded when the page shows. The lists an import may go into come from the dashboard's groups
 * (the same cached read).
 */
import { isAdminRole } from '@shared/accounts';
import { limits } from '@shared/limits';
import type { Group } from '@shared/types';
import { viewsOnly } from '@shared/views';
import { lazy, Suspense, useMemo } from 'react';
import { PageFrame } from '../components/PageFrame';
import { BurnControls } from '../features/burn/BurnControls';
import type { ImportTarget } from '../features/data/DataSection';
import { ProfilePage as OwnProfile } from '../features/profile/ProfilePage';
import { useCurrentUser } from '../session/AuthProvider';
import { useGroups } from '../tasks/api/groups';
import { isTempId } from '../tasks/format';

const DataSection = lazy(() => import('../features/data/DataSection'));
const AccountSections = lazy(() => import('../features/accounts/AccountSections'));
const TwoFactorRequired = lazy(() =>
  import('../features/accounts/AccountSections').then((m) => ({ default: m.TwoFactorRequired })),
);
/** The data feature's export, for the account deletion's "download first" (loaded when asked for). */
const exportData = () => import('../features/data/api/data-actions').then((data) => data.exportData());

/** The user groups a user may write in (their own, and lists shared with them as an editor), saved ones only. */
const importTargetsOf = (groups: readonly Group[] | undefined): ImportTarget[] =>
  (groups ?? [])
    .slice(limits.builtInGroupCount)
    .filter((group) => !isTempId(group._id) && !viewsOnly(group))
    .map((group) =>
      group.shared && group.shared.role !== 'owner'
        ? { id: group._id, name: group.name, owner: group.shared.owner.username }
        : { id: group._id, name: group.name },
    );

export function ProfilePage() {
  const user = useCurrentUser();
  return user.twoFactorRequired ? (
    <PageFrame className="profile-page">
      <Suspense fallback={null}>
        <TwoFactorRequired />
      </Suspense>
    </PageFrame>
  ) : (
    <FullProfile />
  );
}

function FullProfile() {
  const user = useCurrentUser();
  const { data: groups } = useGroups();
  const importTargets = useMemo(() => importTargetsOf(groups), [groups]);
  return (
    <OwnProfile
      account={
        <Suspense fallback={null}>
          <AccountSections
            role={user.role ?? 'member'}
            username={user.username}
            email={user.email}
            emailVerified={user.emailVerified === true}
            twoFactor={user.twoFactor === true}
            recoveryEmail={user.recoveryEmail ?? ''}
            onExport={exportData}
          />
        </Suspense>
      }
      data={
        <Suspense fallback={null}>
          <DataSection feedOn={user.calendarFeedOn === true} importTargets={importTargets} />
        </Suspense>
      }
      // The load-test controls are the deploy's admins' (and then only where the routes are on:
      // BurnControls asks the deployment); a member's page does not even ask.
      loadTest={isAdminRole(user.role ?? 'member') ? <BurnControls /> : null}
    />
  );
}
