/**
 * The developer load-test controls on the own profile: 'Burn Memory' and 'Burn RPS'. A deployment
 * with the load-test routes off answers them 404; the controls then say so and stay disabled.
 */
import { profileLabels } from '@shared/messages/screens';
import { useState } from 'react';
import { BurnMemory } from './BurnMemory';
import { BurnRps } from './BurnRps';

export function BurnControls() {
  const [routesOff, setRoutesOff] = useState(false);
  const markOff = () => setRoutesOff(true);
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
