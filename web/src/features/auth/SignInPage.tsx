import '../../styles/accounts.css';
import { accountScreens } from '@shared/messages/accounts';
import { failures, labels, ui } from '@shared/messages/screens';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useAuth } from '../../session/AuthProvider';
import { AuthForm } from './AuthForm';

/** Sign-in failure text (SPEC.md section 8): the server's message, else 'Invalid credentials'; no answer: 'Failed to sign in'. */
function signInError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return failures.signIn;
    return error.fromServer ? error.message : failures.invalidCredentials;
  }
  return error instanceof Error && error.message ? error.message : failures.signIn;
}

/** In the chunk of the pages outside the signed-in frame (app/OutsidePages.tsx). */
export default function SignInPage() {
  const { signIn } = useAuth();
  return (
    <AuthForm
      title={labels.signInTitle}
      submitText={ui.signInButton}
      link={{ to: '/signup', text: ui.toSignUpLink }}
      passwordAutoComplete="current-password"
      onSubmit={signIn}
      failureText={signInError}
      extra={
        <p className="auth-forgot">
          <Link to="/forgot-password">{accountScreens.forgotLink}</Link>
        </p>
      }
    />
  );
}
