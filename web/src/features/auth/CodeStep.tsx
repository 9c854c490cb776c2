/**
 * The sign-in page's second step, for an account with two-factor sign-in on: the code from the
 * authenticator app (6 digits, offered by the browser or the phone as a one-time code), or, by the
 * switch, one of the recovery codes. Then on to where the sign-in was going. A challenge that
 * expired or took too many wrong codes is answered with why; 'Sign in again' goes back to the
 * password.
 */
import '../../styles/accounts.css';
import { accountScreens as text } from '@shared/messages/accounts';
import { failures, labels } from '@shared/messages/screens';
import { type FormEvent, useId, useRef, useState } from 'react';
import { AuthCard } from '../../components/AuthCard';
import { FormError } from '../../components/FormError';
import { useRequest } from '../../lib/useRequest';
import { type SecondFactorStep, useSignInWithCode } from './api/two-factor';
import { useGoOn } from './go-on';

export function CodeStep({ step, onRestart }: { step: SecondFactorStep; onRestart: () => void }) {
  const signInWithCode = useSignInWithCode();
  const goOn = useGoOn();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useRequest();
  const input = useRef<HTMLInputElement>(null);
  const promptId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const signedIn = await run(() => signInWithCode(step.challenge, code), failures.signIn, {
      stayBusy: true,
      onFailure: () => input.current?.focus(),
    });
    if (signedIn) goOn();
  };

  const switchKind = () => {
    setRecovery(!recovery);
    setCode('');
    setError(null);
    input.current?.focus();
  };

  return (
    <AuthCard onSubmit={(event) => void submit(event)}>
      <h1>{labels.signInTitle}</h1>
      <p id={promptId} className="auth-notice">
        {recovery ? text.recoveryCodePrompt : step.prompt}
      </p>
      <label className="field">
        <span>{recovery ? text.recoveryCodeLabel : text.signInCodeLabel}</span>
        <input
          ref={input}
          // A new field for each kind: the browser offers its own suggestions to each.
          key={recovery ? 'recovery' : 'code'}
          name={recovery ? 'recovery-code' : 'one-time-code'}
          className={recovery ? 'recovery-input' : 'code-input'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 40 : 7}
          // biome-ignore lint/a11y/noAutofocus: the step replaces the form the user just submitted; its one field is where they go on.
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={`${promptId}${error ? ` ${errorId}` : ''}`}
          aria-invalid={error !== null}
        />
      </label>
      <FormError text={error} id={errorId} />
      <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
        {text.verifyCode}
      </button>
      <div className="code-step-links">
        <button type="button" className="link-button" onClick={switchKind}>
          {recovery ? text.useAuthenticatorCode : text.useRecoveryCode}
        </button>
        <button type="button" className="link-button" onClick={onRestart}>
          {text.backToPassword}
        </button>
      </div>
    </AuthCard>
  );
}
