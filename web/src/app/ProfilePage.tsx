/**
 * /profile: the own profile with the data section and the developer load-test controls
 * at its end. Three features, put together here so that none imports another; loaded on demand as
 * one chunk, which keeps the page's name (ProfilePage-*.js). The data section is a chunk of its own,
 * loaded when the page shows.
 */
import { lazy, Suspense } from 'react';
import { BurnControls } from '../features/burn/BurnControls';
import { ProfilePage as OwnProfile } from '../features/profile/ProfilePage';
import { useCurrentUser } from '../session/AuthProvider';

const DataSection = lazy(() => import('../features/data/DataSection'));

export function ProfilePage() {
  const user = useCurrentUser();
  return (
    <OwnProfile
      data={
        <Suspense fallback={null}>
          <DataSection feedOn={user.calendarFeedOn === true} />
        </Suspense>
      }
      loadTest={<BurnControls />}
    />
  );
}
