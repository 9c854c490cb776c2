import { failures, labels, ui } from '@shared/messages/screens';
import { checkNewPassword, checkUsername } from '@shared/validation';
import { useAuth } from '../../session/AuthProvider';
import { AuthForm } from './AuthForm';

/** Sign-up failure text (SPEC.md section 8): the server's message, else the auth error, else 'Failed to sign up'. */
function signUpError(error: unknown): string {
  return error instanceof Error && error.message ? error.message : failures.signUp;
}

export function SignUpPage() {
  const { signUp } = useAuth();
  return (
    <AuthForm
      title={labels.signUpTitle}
      submitText={ui.signUpButton}
      link={{ to: '/signin', text: ui.toSignInLink }}
      hint={ui.passwordHint}
      passwordAutoComplete="new-password"
      // The server checks the same rules; refusing early saves a round trip.
      check={(credentials) => checkUsername(credentials.username) ?? checkNewPassword(credentials.password)}
      onSubmit={signUp}
      failureText={signUpError}
    />
  );
}
