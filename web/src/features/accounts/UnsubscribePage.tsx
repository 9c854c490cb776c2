/**
 * /unsubscribe?token=…: a notification email's unsubscribe link. It asks first (link scanners open
 * every link, and a GET changes nothing), then stops that one kind of email, without signing in.
 */
import '../../styles/accounts.css';
import { notificationSettingsPanelTexts as text } from '@shared/messages/notification-settings';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { AuthCard } from '../../components/AuthCard';
import { unsubscribe } from './api/notification-settings';

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      setResult({ ok: true, message: (await unsubscribe(token)).message });
    } catch (failure) {
      setResult({ ok: false, message: errorText(failure, text.unsubscribeInvalid) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard>
      <h1>{text.unsubscribeTitle}</h1>
      {result ? (
        <p className={result.ok ? 'auth-notice' : 'form-error'} role="status">
          {result.message}
        </p>
      ) : (
        <>
          <p>{text.unsubscribeAsk}</p>
          <button type="button" className="button primary" disabled={busy} onClick={() => void confirm()}>
            {text.unsubscribeConfirm}
          </button>
        </>
      )}
    </AuthCard>
  );
}
