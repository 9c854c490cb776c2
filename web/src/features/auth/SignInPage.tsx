import '../../styles/accounts.css';
import { accountScreens } from '@shared/messages/accounts';
import { failures, labels, ui } from '@shared/messages/screens';
import type { Credentials } from '@shared/types';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useRequest } from '../../lib/useRequest';
import { useAuth } from '../../session/AuthProvider';
import { useAuthOptions } from '../../session/auth-options';
import { AuthForm } from './AuthForm';
import { usePasskeySignIn } from './api/passkey';
import { type SecondFactorStep, secondFactorStep } from './api/two-factor';
import { CodeStep } from './CodeStep';
import { useGoOn } from './go-on';

/** Sign-in failure text (SPEC.md section 8): the server's message, else 'Invalid credentials'; no answer: 'Failed to sign in'. */
function signInError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return failures.signIn;
    return error.fromServer ? error.message : failures.invalidCredentials;
  }
  return error instanceof Error && error.message ? error.message : failures.signIn;
}

/**
 * 'Sign in with a passkey': the browser's prompt, then the dashboard, as a password sign-in. A
 * passkey is two factors itself: no code step follows.
 */
function PasskeyButton() {
  const signInWithPasskey = usePasskeySignIn();
  const goOn = useGoOn();
  const { busy, error, run } = useRequest();
  const start = async () => {
    if (await run(signInWithPasskey, accountScreens.passkeyFailed, { stayBusy: true })) goOn();
  };
  return (
    <div className="auth-passkey">
      <button
        type="button"
        className="button wide"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void start()}
      >
        {accountScreens.passkeySignIn}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * In the chunk of the pages outside the signed-in frame (app/OutsidePages.tsx). An account with
 * two-factor sign-in on is asked for its code after the password (./CodeStep.tsx).
 */
export default function SignInPage() {
  const { signIn } = useAuth();
  const { data: options } = useAuthOptions();
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
      lead={
        options?.owned === false ? (
          <p className="auth-notice" role="status" data-testid="signin-notice">
            {accountScreens.noOwnerYet}
          </p>
        ) : null
      }
      failureText={signInError}
      extra={
        <p className="auth-forgot">
          <Link to="/forgot-password">{accountScreens.forgotLink}</Link>
        </p>
      }
      after={options?.passkeys ? <PasskeyButton /> : null}
    />
  );
}
