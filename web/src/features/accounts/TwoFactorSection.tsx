/**
 * The profile's "Two-factor sign-in" (docs/api.md#two-factor-sign-in): whether it is on, and the
 * way to set it up (./TwoFactorSetup.tsx, then the recovery codes, shown once) or to turn it off.
 * `required`: the site requires it of this admin, who sees only this until it is on (the profile
 * page puts it there alone: app/ProfilePage.tsx).
 */
import { accountScreens as text } from '@shared/messages/accounts';
import { useState } from 'react';
import { useCurrentUser } from '../../session/AuthProvider';
import { useReadUserAgain } from './api/two-factor';
import { RecoveryCodes } from './RecoveryCodes';
import { showCodes, useShownCodes } from './shown-codes';
import { TwoFactorOff } from './TwoFactorOff';
import { TwoFactorSetup } from './TwoFactorSetup';

type Stage = 'shown' | 'setup' | 'off';

export function TwoFactorSection({ required = false }: { required?: boolean }) {
  const user = useCurrentUser();
  const readUserAgain = useReadUserAgain();
  const [stage, setStage] = useState<Stage>('shown');
  const codes = useShownCodes();
  const [status, setStatus] = useState<string | null>(null);
  const back = () => setStage('shown');
  const open = (next: Stage) => {
    setStatus(null);
    setStage(next);
  };

  // Alone on the page when required: its heading is the page's.
  const Heading = required ? 'h1' : 'h2';
  return (
    <section className="profile-card two-factor" aria-labelledby="two-factor-title">
      <Heading id="two-factor-title">
        {required ? text.twoFactorRequiredTitle : text.twoFactorHeading}
      </Heading>
      <p className="hint">{required ? text.twoFactorRequiredIntro : text.twoFactorIntro}</p>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          username={user.username}
          // Now on: the page reads it (and, for an admin the site sent here, lets them go on).
          onSaved={() => void readUserAgain().finally(() => showCodes(null))}
        />
      ) : stage === 'setup' ? (
        <TwoFactorSetup
          onEnabled={(made) => {
            back();
            showCodes(made);
          }}
          onCancel={back}
        />
      ) : stage === 'off' ? (
        <TwoFactorOff
          onOff={(message) =>
            void readUserAgain().finally(() => {
              back();
              setStatus(message);
            })
          }
          onCancel={back}
        />
      ) : (
        <>
          <p data-testid="two-factor-state">{user.twoFactor ? text.twoFactorIsOn : text.twoFactorIsOff}</p>
          <div className="button-row">
            {user.twoFactor ? (
              <button type="button" className="button" onClick={() => open('off')}>
                {text.twoFactorTurnOff}
              </button>
            ) : (
              <button type="button" className="button primary" onClick={() => open('setup')}>
                {text.twoFactorSetUp}
              </button>
            )}
          </div>
        </>
      )}
      {status ? <p role="status">{status}</p> : null}
    </section>
  );
}
