/**
 * A session's step-up (docs/api.md#two-factor-sign-in, docs/decisions/0142): what a refusal asks
 * this session to prove (403 `twoFactorRequired` with `stepUp`), and the proof sent, a code or a
 * passkey's answer to a sign-in challenge. Sent at once, not through the outbox: the page waits on it.
 */
import { ApiError, api } from '../../../api/client';
import { answerSignIn } from '../../../lib/passkey-ceremony';

/** What a step-up may use on this account. */
export interface StepUpMethods {
  code: boolean;
  passkey: boolean;
}

/** The step-up a failure asks for, or null when it is another failure. */
export function stepUpAsked(error: unknown): StepUpMethods | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const stepUp = error.answer?.stepUp as Partial<StepUpMethods> | undefined;
  if (error.answer?.twoFactorRequired !== true || !stepUp) return null;
  return { code: stepUp.code === true, passkey: stepUp.passkey === true };
}

export const stepUpWithCode = (code: string) => api('auth-step-up', { body: { code } });

/** The browser's passkey prompt answers a sign-in challenge, which proves this session's passkey. */
export async function stepUpWithPasskey() {
  const options = await api('auth-passkeys-signin-options');
  const response = await answerSignIn(options);
  return api('auth-step-up', { body: { response } as never });
}
