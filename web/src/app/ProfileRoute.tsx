/**
 * /profile: the own profile with the developer load-test controls at its end. Two features, put
 * together here so that neither imports the other; loaded on demand as one chunk.
 */
import { BurnControls } from '../features/burn/BurnControls';
import { ProfilePage } from '../features/profile/ProfilePage';

export function ProfileRoute() {
  return <ProfilePage loadTest={<BurnControls />} />;
}
