/**
 * /admin: the deploy's accounts, its sign-up settings and the invitations, for its owner and
 * admins (a member is shown that the page is not theirs; the server refuses them anyway).
 */
import '../../styles/accounts.css';
import '../../styles/profile.css';
import { isAdminRole } from '@shared/accounts';
import { accountScreens as text } from '@shared/messages/accounts';
import { accountTexts } from '@shared/messages/server';
import { PageFrame } from '../../components/PageFrame';
import { InvitesPanel } from './InvitesPanel';
import { SettingsPanel } from './SettingsPanel';
import { UsersPanel } from './UsersPanel';

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
      <UsersPanel me={me} />
      <SettingsPanel />
      <InvitesPanel showInviter />
    </PageFrame>
  );
}
