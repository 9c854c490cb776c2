/**
 * The profile's account sections (a lazy chunk): the email address and its verification, the
 * notification settings, the way
 * to the admin page for the owner and admins, two-factor sign-in, passkeys, the signed-in devices,
 * invitations when the site lets the user invite, and, last, deleting the account (its export
 * comes from the page).
 */
import '../../styles/accounts.css';
import { isAdminRole, type UserRole } from '@shared/accounts';
import { accountScreens as text } from '@shared/messages/accounts';
import { Link } from 'react-router-dom';
import { useAuthOptions } from '../../session/auth-options';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { InvitesPanel } from './InvitesPanel';
import { NotificationsSection } from './NotificationsSection';
import { PasskeysSection } from './PasskeysSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

export default function AccountSections({
  role,
  username,
  email,
  emailVerified,
  recoveryEmail,
  twoFactor,
  onExport,
}: {
  role: UserRole;
  username: string;
  email: string;
  emailVerified: boolean;
  /** Where password-reset mail goes ('' for nowhere yet): shown while `email` waits for confirmation. */
  recoveryEmail: string;
  twoFactor: boolean;
  /** Downloads the user's data (the data feature's export, which the page composes in). */
  onExport: () => Promise<void>;
}) {
  const admin = isAdminRole(role);
  const { data: options } = useAuthOptions();
  return (
    <>
      <EmailSection
        email={email}
        verified={emailVerified}
        recovery={recoveryEmail}
        mailOn={options?.emailSignIn === true}
      />
      {admin ? (
        <section className="profile-card" aria-labelledby="admin-link-title">
          <h2 id="admin-link-title">{text.adminTitle}</h2>
          <p className="hint">{text.adminIntro}</p>
          <Link className="button" to="/admin">
            {text.adminLink}
          </Link>
        </section>
      ) : null}
      <NotificationsSection />
      <TwoFactorSection />
      {options?.passkeys ? <PasskeysSection /> : null}
      <SessionsSection />
      {!admin && options?.membersCanInvite ? <InvitesPanel showInviter={false} /> : null}
      <DeleteAccountSection
        username={username}
        owner={role === 'owner'}
        twoFactor={twoFactor}
        onExport={onExport}
      />
    </>
  );
}

/** The profile of an admin the site requires a second factor of, who has none yet: this alone. */
export function TwoFactorRequired() {
  return <TwoFactorSection required />;
}
