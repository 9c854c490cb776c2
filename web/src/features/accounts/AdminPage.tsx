/**
 * /admin: the deploy's accounts, its sign-up settings and the invitations, for its owner and
 * admins (a member is shown that the page is not theirs; the server refuses them anyway).
 *
 * Where the deploy requires a second factor of admins, it is this session's to have proved
 * (docs/decisions/0142-sensitive-changes-need-proof.md): the settings' read is the page's first,
 * and when it answers 403 asking for a step-up the page asks for the second factor (./StepUp.tsx)
 * instead of its panels, then reads again and shows them.
 */
import '../../styles/accounts.css';
import '../../styles/profile.css';
import { isAdminRole } from '@shared/accounts';
import { accountScreens as text } from '@shared/messages/accounts';
import { accountTexts } from '@shared/messages/server';
import type { ReactNode } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { useSettings } from './api/accounts';
import { stepUpAsked } from './api/step-up';
import { InvitesPanel } from './InvitesPanel';
import { SettingsPanel } from './SettingsPanel';
import { StepUp } from './StepUp';
import { UsersPanel } from './UsersPanel';

/** The panels once the settings' read did not ask for a step-up (a failure of another kind they show themselves). */
function SecondFactorGate({ children }: { children: ReactNode }) {
  const { data, error, mutate } = useSettings();
  const asked = stepUpAsked(error);
  if (asked)
    return (
      <StepUp
        card
        methods={asked}
        onDone={async () => {
          await mutate();
        }}
      />
    );
  return data || error ? children : null;
}

export function AdminPage({ me }: { me: { _id: string; role: 'owner' | 'admin' | 'member' } }) {
  if (!isAdminRole(me.role))
    return (
      <PageFrame className="profile-page">
        <h1>{text.adminTitle}</h1>
        <p>{accountTexts.adminsOnly}</p>
      </PageFrame>
    );
  return (
    <PageFrame className="profile-page admin-page">
      <h1>{text.adminTitle}</h1>
      <p className="hint">{text.adminIntro}</p>
      <SecondFactorGate>
        <UsersPanel me={me} />
        <SettingsPanel />
        <InvitesPanel showInviter />
      </SecondFactorGate>
    </PageFrame>
  );
}
