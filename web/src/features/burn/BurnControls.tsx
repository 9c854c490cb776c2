/**
 * The developer load-test controls on the own profile: 'Burn Memory' and 'Burn RPS', shown only to
 * the deploy's admins (app/ProfilePage.tsx mounts them for them alone) and only where the
 * deployment has the load-test routes (./api/enabled.ts). Routes turned off after the page
 * asked answer 404; the controls then say so and stay disabled.
 */
import { profileLabels } from '@shared/messages/screens';
import { useState } from 'react';
import { useBurnRoutesEnabled } from './api/enabled';
import { BurnMemory } from './BurnMemory';
import { BurnRps } from './BurnRps';

export function BurnControls() {
  const [routesOff, setRoutesOff] = useState(false);
  const markOff = () => setRoutesOff(true);
  if (!useBurnRoutesEnabled()) return null;
  return (
    <section className="profile-card" aria-labelledby="load-test-title">
      <h2 id="load-test-title">{profileLabels.loadTest}</h2>
      {routesOff ? (
        <p className="burn-off" role="status">
          {profileLabels.burnRoutesOff}
        </p>
      ) : null}
      <div className="burn-grid">
        <BurnMemory disabled={routesOff} onRoutesOff={markOff} />
        <BurnRps disabled={routesOff} onRoutesOff={markOff} />
      </div>
    </section>
  );
}
