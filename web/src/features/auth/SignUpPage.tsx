/**
 * /signup (SPEC.md section 2), a lazy chunk: the sign-up form as the site's registration mode asks
 * (docs/api.md#who-may-sign-up): with the invitation of a `?invite=` link, which names who invites
 * (and makes the new user their teammate); an email field on a `domain` site; the invitation-only
 * notice on an `invite` site without one.
 */
import '../../styles/accounts.css';
import { accountScreens } from '@shared/messages/accounts';
import { failures, labels, ui } from '@shared/messages/screens';
import { checkNewPassword, checkUsername } from '@shared/validation';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { useAuth } from '../../session/AuthProvider';
import { useAuthOptions } from '../../session/auth-options';
import { AuthForm } from './AuthForm';
import { useInvitePreview } from './api/invite';

/** Sign-up failure text (SPEC.md section 8): the server's message, else the auth error, else 'Failed to sign up'. */
function signUpError(error: unknown): string {
  return error instanceof Error && error.message ? error.message : failures.signUp;
}

/** What the page says above the form: who invites, why an invitation does not work, or the mode. */
function useNotice(invite: string | null, registration: string | undefined): string | null {
  const preview = useInvitePreview(invite);
  if (invite) {
    if (preview.data) return accountScreens.invitedBy(preview.data.inviter.username);
    return preview.error ? errorText(preview.error, failures.signUp) : null;
  }
  if (registration === 'invite') return accountScreens.inviteOnly;
  if (registration === 'domain') return accountScreens.domainOnly;
  return null;
}

export default function SignUpPage() {
  const { signUp } = useAuth();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  // An invitation's mailed link also carries `proof`: the address it went to becomes the account's, verified.
  const emailProof = params.get('proof');
  const { data: options } = useAuthOptions();
  const notice = useNotice(invite, options?.registration);
  const [email, setEmail] = useState('');
  const askEmail = options?.registration === 'domain' && !invite;
  return (
    <AuthForm
      title={labels.signUpTitle}
      submitText={ui.signUpButton}
      link={{ to: '/signin', text: ui.toSignInLink }}
      hint={ui.passwordHint}
      passwordAutoComplete="new-password"
      // The server checks the same rules; refusing early saves a round trip.
      check={(credentials) => checkUsername(credentials.username) ?? checkNewPassword(credentials.password)}
      onSubmit={async (credentials) => {
        const answer = await signUp({
          ...credentials,
          ...(invite ? { invite, ...(emailProof ? { emailProof } : {}) } : {}),
          ...(askEmail && email.trim() ? { email: email.trim() } : {}),
        });
        // A `domain` site: the account signs in once the address is verified.
        return 'verifyEmail' in answer ? { notice: answer.message } : answer;
      }}
      failureText={signUpError}
      lead={
        notice ? (
          <p className="auth-notice" role="status" data-testid="signup-notice">
            {notice}
          </p>
        ) : null
      }
      extra={
        askEmail ? (
          <label className="field">
            <span>{accountScreens.emailLabel}</span>
            <input
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
        ) : null
      }
    />
  );
}
