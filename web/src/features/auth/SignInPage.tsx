import { failures, labels, ui } from '@shared/messages/screens';
import type { Credentials } from '@shared/types';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useAuth } from '../../session/AuthProvider';
import { AuthForm } from './AuthForm';
import { type SecondFactorStep, secondFactorStep } from './api/two-factor';
import { CodeStep } from './CodeStep';

/** Sign-in failure text (SPEC.md section 8): the server's message, else 'Invalid credentials'; no answer: 'Failed to sign in'. */
function signInError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return failures.signIn;
    return error.fromServer ? error.message : failures.invalidCredentials;
  }
  return error instanceof Error && error.message ? error.message : failures.signIn;
}

/**
 * A lazy chunk with the sign-up page's: a signed-in visit, the common one, never loads either. An
 * account with two-factor sign-in on is asked for its code after the password (./CodeStep.tsx).
 */
export default function SignInPage() {
  const { signIn } = useAuth();
  const [codeStep, setCodeStep] = useState<SecondFactorStep | null>(null);
  if (codeStep) return <CodeStep step={codeStep} onRestart={() => setCodeStep(null)} />;
  const signInOrAsk = async (credentials: Credentials) => {
    try {
      return await signIn(credentials);
    } catch (failure) {
      // The password was right: the code step takes the form's place.
      setCodeStep(secondFactorStep(failure));
      throw failure;
    }
  };
  return (
    <AuthForm
      title={labels.signInTitle}
      submitText={ui.signInButton}
      link={{ to: '/signup', text: ui.toSignUpLink }}
      passwordAutoComplete="current-password"
      onSubmit={signInOrAsk}
      failureText={signInError}
    />
  );
}
