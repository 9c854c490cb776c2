/** The sign-in and sign-up form (SPEC.md section 2): Username, Password, the button and the link. */
import { ui } from '@shared/messages/screens';
import { validation } from '@shared/messages/validation';
import type { Credentials } from '@shared/types';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { FormError } from '../../components/FormError';
import { useRequest } from '../../lib/useRequest';
import { useGoOn } from './go-on';

interface AuthFormProps {
  title: string;
  submitText: string;
  link: { to: string; text: string };
  hint?: ReactNode;
  passwordAutoComplete: 'current-password' | 'new-password';
  /** Refuses the credentials early with the text to show, or passes them (null). */
  check?: (credentials: Credentials) => string | null;
  /**
   * Signs in or up; on success the dashboard opens, unless it answers `{ notice }`: the form then
   * stays and says it (a sign-up that waits for its address to be verified).
   */
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  /** The text to show for a failure of `onSubmit` (SPEC.md section 8). */
  failureText: (error: unknown) => string;
  /** What the page says under the title (the sign-up page: who invites, or who may sign up). */
  lead?: ReactNode;
  /** What the page adds above the button (the sign-up page's email field). */
  extra?: ReactNode;
  /** What the page offers after the form's button (sign in with a passkey). */
  after?: ReactNode;
}

/** The notice a submission answered with, if any (`{ notice }`). */
const noticeOf = (result: unknown): string | null =>
  typeof result === 'object' && result !== null && 'notice' in result && typeof result.notice === 'string'
    ? result.notice
    : null;

export function AuthForm({
  title,
  submitText,
  link,
  hint,
  passwordAutoComplete,
  check,
  onSubmit,
  failureText,
  lead,
  extra,
  after,
}: AuthFormProps) {
  const goOn = useGoOn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useRequest();
  const [notice, setNotice] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    if (name === '') return setError(validation.usernameRequired);
    if (password === '') return setError(validation.passwordRequired);
    const credentials = { username: name, password };
    const problem = check?.(credentials) ?? null;
    if (problem) return setError(problem);
    // A success that answers with a notice (an account waiting for approval) stays on the form.
    let notice: string | null = null;
    const sent = await run(
      async () => {
        notice = noticeOf(await onSubmit(credentials));
      },
      failureText,
      { stayBusy: () => notice === null },
    );
    if (!sent) return;
    if (notice !== null) return setNotice(notice);
    goOn();
  };

  return (
    <AuthCard onSubmit={(event) => void submit(event)}>
      <h1>{title}</h1>
      {lead}
      <label className="field">
        <span>{ui.usernameLabel}</span>
        <input
          name="username"
          autoComplete="username"
          // biome-ignore lint/a11y/noAutofocus: the form is the whole page; its first field is where the user starts.
          autoFocus
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={error === validation.usernameRequired}
        />
      </label>
      <label className="field">
        <span>{ui.passwordLabel}</span>
        <input
          name="password"
          type="password"
          autoComplete={passwordAutoComplete}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
        />
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {extra}
      <FormError text={error} id={errorId} />
      {notice ? (
        <p className="auth-notice" role="status">
          {notice}
        </p>
      ) : null}
      <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
        {busy ? ui.loading : submitText}
      </button>
      {after}
      <p className="auth-switch">
        <Link to={link.to}>{link.text}</Link>
      </p>
    </AuthCard>
  );
}
