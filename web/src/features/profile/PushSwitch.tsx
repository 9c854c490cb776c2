/**
 * 'Notifications on this device': a switch that asks the browser's permission from the
 * click and shows on, off, blocked or not supported, with the iPhone note. Blocked says how to allow
 * them, and the switch follows a change made in the browser's settings without a reload. Loaded
 * lazily by the profile page.
 */
import { reminderTexts as text } from '@shared/messages/server';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { type DeviceState, deviceState, turnOff, turnOn } from './api/push-device';

const label: Record<DeviceState, string> = {
  on: text.deviceOn,
  off: text.deviceOff,
  blocked: text.deviceBlocked,
  unsupported: text.deviceUnsupported,
};

export function PushSwitch() {
  const [state, setState] = useState<DeviceState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const readState = () =>
      deviceState().then(
        (found) => live && setState(found),
        () => live && setState('unsupported'),
      );
    void readState();
    // Allowed (or blocked) in the browser's settings meanwhile: the switch follows without a reload.
    let permission: PermissionStatus | undefined;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((status) => {
        if (!live) return;
        permission = status;
        status.onchange = () => void readState();
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (permission) permission.onchange = null;
    };
  }, []);

  const toggle = async () => {
    if (!state || busy) return;
    setBusy(true);
    try {
      setState(state === 'on' ? await turnOff() : await turnOn());
    } catch {
      toast.error(text.deviceFailed);
      setState(await deviceState().catch(() => 'unsupported' as const));
    } finally {
      setBusy(false);
    }
  };

  const usable = state === 'on' || state === 'off';
  return (
    <section className="profile-card push-switch" aria-labelledby="push-switch-title">
      <h2 id="push-switch-title">{text.deviceSwitch}</h2>
      <label className="push-switch-row">
        <input
          type="checkbox"
          role="switch"
          checked={state === 'on'}
          aria-checked={state === 'on'}
          disabled={!usable || busy}
          onChange={() => void toggle()}
          aria-describedby="push-switch-state"
        />
        <span id="push-switch-state">{state ? label[state] : '…'}</span>
      </label>
      {state === 'blocked' ? (
        <p className="push-switch-help" role="note">
          {text.deviceBlockedHelp}
        </p>
      ) : null}
      <p className="push-switch-note">{text.iphoneNote}</p>
    </section>
  );
}
