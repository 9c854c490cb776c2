/**
 * The relying party of passkeys (WebAuthn, through @simplewebauthn/server): the site itself, as the
 * request reached it (./site.ts): its origin, and its host as the relying party id (the CloudFront
 * or custom domain in AWS, `localhost` locally). Only the passkey routes bundle the library.
 */
import type { Event } from './http';
import { siteOrigin } from './site';

export const rpName = 'Team Todo';

export function relyingParty(event: Event): { origin: string; rpID: string } {
  const origin = siteOrigin(event);
  return { origin, rpID: new URL(origin).hostname };
}

/** The challenge an answer signed, from its client data (the route takes the challenge it names, once). */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | undefined {
  try {
    const clientData = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'),
    );
    return typeof clientData?.challenge === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(clientData.challenge)
      ? clientData.challenge
      : undefined;
  } catch {
    return undefined;
  }
}

/** The user id a discoverable passkey's answer names (the `userID` given at registration). */
export const userIdOf = (userHandle: string | undefined): string | undefined =>
  userHandle ? Buffer.from(userHandle, 'base64url').toString('utf8') : undefined;

/** A user id as the authenticator keeps it. */
export const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(userId);
