/**
 * /setup?token=…: the signed-in user claims the site with its setup link and becomes its owner,
 * then goes to the admin page. The token comes from the link, or is pasted (in AWS the SetupUrl
 * output opens this page without it: docs/decisions/0118).
 */
import '../../styles/accounts.css';
import '../../styles/profile.css';
import { accountScreens as text } from '@shared/messages/accounts';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../components/FormError';
import { PageFrame } from '../../components/PageFrame';
import { useRequest } from '../../lib/useRequest';
import { useClaim } from './api/accounts';

export function SetupPage() {
  const [params] = useSearchParams();
  const [token, setToken] = useState(params.get('token') ?? '');
  const { busy, error, run } = useRequest();
  const claim = useClaim();
  const navigate = useNavigate();
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const claimed = await run(() => claim(token.trim()), text.setupFailed, { stayBusy: true });
    if (claimed) navigate('/admin', { replace: true, state: { notice: text.setupDone } });
  };

  return (
    <PageFrame className="profile-page">
      <form className="profile-card" onSubmit={(event) => void submit(event)}>
        <h1>{text.setupTitle}</h1>
        <p>{text.setupIntro}</p>
        <label className="field">
          <span>{text.setupTokenLabel}</span>
          <input
            className="input"
            name="token"
            autoComplete="off"
            required
            value={token}
            aria-describedby={hintId}
            onChange={(event) => setToken(event.target.value)}
          />
          <span id={hintId} className="field-hint">
            {text.setupTokenHint}
          </span>
        </label>
        <FormError text={error} id={`${hintId}-error`} />
        <div className="button-row">
          <button
            type="submit"
            className="button primary"
            disabled={busy || token.trim() === ''}
            aria-busy={busy}
          >
            {text.setupButton}
          </button>
        </div>
      </form>
    </PageFrame>
  );
}
