/**
 * The admin page's sign-up settings: who may sign up (open, invitation, email domain, with the
 * domains), whether members invite, whether admins need a second factor. Saved together; what the
 * server refuses is said, and the form keeps what was typed.
 */
import { type DeploySettings, registrationModes } from '@shared/accounts';
import { accountScreens as text } from '@shared/messages/accounts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorText } from '../../api/client';
import { useRequest } from '../../lib/useRequest';
import { useSettings } from './api/accounts';

const domainsOf = (typed: string) =>
  typed
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);

function SettingsForm({
  saved,
  save,
}: {
  saved: DeploySettings;
  save: (s: DeploySettings) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState(saved);
  const [domains, setDomains] = useState(saved.allowedDomains.join(', '));
  // One line of status: saved, or the failure's text (cleared as the next save starts).
  const { busy, error: status, setError: setStatus, run } = useRequest();
  const hintId = useId();
  useEffect(() => {
    setDraft(saved);
    setDomains(saved.allowedDomains.join(', '));
  }, [saved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      await save({ ...draft, allowedDomains: domainsOf(domains) });
      setStatus(text.settingsSaved);
    }, text.settingsFailed);
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <fieldset className="admin-fieldset">
        <legend>{text.registrationLabel}</legend>
        {registrationModes.map((mode) => (
          <label key={mode} className="check-row">
            <input
              type="radio"
              name="registration"
              value={mode}
              checked={draft.registration === mode}
              onChange={() => setDraft({ ...draft, registration: mode })}
            />
            <span>{text.registration[mode]}</span>
          </label>
        ))}
      </fieldset>
      {draft.registration === 'domain' ? (
        <label className="field">
          <span>{text.allowedDomainsLabel}</span>
          <input
            className="input"
            value={domains}
            aria-describedby={hintId}
            onChange={(event) => setDomains(event.target.value)}
          />
          <span id={hintId} className="field-hint">
            {text.allowedDomainsHint}
          </span>
        </label>
      ) : null}
      <label className="check-row">
        <input
          type="checkbox"
          checked={draft.membersCanInvite}
          onChange={(event) => setDraft({ ...draft, membersCanInvite: event.target.checked })}
        />
        <span>{text.membersCanInvite}</span>
      </label>
      <label className="check-row">
        <input
          type="checkbox"
          checked={draft.requireTwoFactorForAdmins}
          onChange={(event) => setDraft({ ...draft, requireTwoFactorForAdmins: event.target.checked })}
        />
        <span>{text.requireTwoFactor}</span>
      </label>
      <div className="button-row">
        <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
          {text.saveSettings}
        </button>
      </div>
      {status ? <p role="status">{status}</p> : null}
    </form>
  );
}

export function SettingsPanel() {
  const { data, error, save } = useSettings();
  return (
    <section className="profile-card admin-section" aria-labelledby="admin-settings-title">
      <h2 id="admin-settings-title">{text.settingsHeading}</h2>
      {error ? <p className="form-error">{errorText(error, text.settingsFailed)}</p> : null}
      {data ? <SettingsForm saved={data} save={save} /> : null}
    </section>
  );
}
