import { failures, labels, ui } from '@shared/messages';
import { checkNewPassword, checkUsername } from '@shared/validation';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { AuthForm } from './AuthForm';

/** Sign-up failure text (SPEC.md section 8): the server's message, else the auth error, else 'Failed to sign up'. */
function signUpError(error: unknown): string {
  return error instanceof Error && error.message ? error.message : failures.signUp;
}

export function SignUpPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  return (
    <AuthForm
      title={labels.signUpTitle}
      submitText={ui.signUpButton}
      link={{ to: '/signin', text: ui.toSignInLink }}
      hint={ui.passwordHint}
      passwordAutoComplete="new-password"
      onSubmit={async (credentials) => {
        // The server checks the same rules; refusing early saves a round trip.
        const problem = checkUsername(credentials.username) ?? checkNewPassword(credentials.password);
        if (problem) throw new Error(problem);
        try {
          await signUp(credentials);
        } catch (error) {
          throw new Error(signUpError(error));
        }
        navigate('/', { replace: true });
      }}
    />
  );
}
