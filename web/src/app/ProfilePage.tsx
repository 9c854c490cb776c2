/**
 * /profile: the own profile with the developer load-test controls at its end. Two features, put
 * together here so that neither imports the other; loaded on demand as one chunk, which keeps the
 * page's name (ProfilePage-*.js).
 */
import { BurnControls } from '../features/burn/BurnControls';
import { ProfilePage as OwnProfile } from '../features/profile/ProfilePage';

export function ProfilePage() {
  return <OwnProfile loadTest={<BurnControls />} />;
}
