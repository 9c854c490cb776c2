/**
 * The code step of a sign-in with two-factor on (docs/api.md#two-factor-sign-in): the password
 * step's 401 carries a challenge, which `POST /api/auth/signin/2fa` takes with the code.
 */
import type { signInRefusal } from '@shared/contract/entities';
import { useSWRConfig } from 'swr';
import type * as v from 'valibot';
import { ApiError, api } from '../../../api/client';
import { sessionKeys } from '../../../session/keys';

/** What the page needs of the password step's refusal: the challenge, and what the server says to do. */
export interface SecondFactorStep {
  challenge: string;
  prompt: string;
}

/** The second-factor step a sign-in's refusal asks for; null for any other failure. */
export function secondFactorStep(error: unknown): SecondFactorStep | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const answer = error.answer as Partial<v.InferOutput<typeof signInRefusal>> | undefined;
  return answer?.twoFactor === true && typeof answer.challenge === 'string'
    ? { challenge: answer.challenge, prompt: error.message }
    : null;
}

/** Answers the challenge with a code; the user it signs in is then the current user, as after a sign-in. */
export function useSignInWithCode() {
  const { mutate } = useSWRConfig();
  return async (challenge: string, code: string) => {
    const user = await api('auth-signin-2fa', { body: { challenge, code } });
    await mutate(sessionKeys.user, user, { revalidate: false });
    return user;
  };
}
