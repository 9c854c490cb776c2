/**
 * Sessions: a jose HS256 JWT (subject = user id, `sid` = session id) in an HttpOnly, Secure,
 * SameSite=Lax cookie with the `__Host-` prefix. The token alone is not enough: the session id must
 * also be live in the user's profile item, which is how logout and a password change end sessions.
 */

import { limits } from '@shared/limits';
import { sessionCookieName, sessionHintCookieName } from '@shared/session-cookies';
import { jwtVerify, SignJWT } from 'jose';
import { newId } from '../data/core/ids';
import { sessionSecret } from './secret';

const issuer = 'teamtodo';
const audience = 'teamtodo-web';
const algorithm = 'HS256';
const sessionSeconds = limits.sessionDays * 24 * 60 * 60;

export interface SessionClaims {
  userId: string;
  sessionId: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export function newSession(userId: string, nowMs: number = Date.now()): SessionClaims {
  return { userId, sessionId: newId(nowMs), expiresAt: Math.floor(nowMs / 1000) + sessionSeconds };
}

export async function signSession(claims: SessionClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(claims.expiresAt)
    .sign(await sessionSecret());
}

/** The claims of a valid token, or null for a missing, tampered, expired or foreign one. */
export async function verifySession(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await sessionSecret(), {
      algorithms: [algorithm],
      issuer,
      audience,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return null;
    }
    return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp };
  } catch {
    return null;
  }
}

/** The session cookie and its script-readable hint (shared/session-cookies.ts), with one lifetime. */
export function sessionCookies(token: string, expiresAt: number): string[] {
  const expires = `Expires=${new Date(expiresAt * 1000).toUTCString()}`;
  return [
    `${sessionCookieName}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax; ${expires}`,
    `${sessionHintCookieName}=1; Path=/; Secure; SameSite=Lax; ${expires}`,
  ];
}

/** Both cookies cleared (logout). */
export const clearedSessionCookies = [
  `${sessionCookieName}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`,
  `${sessionHintCookieName}=; Path=/; Secure; SameSite=Lax; Max-Age=0`,
];

/** The session token from an HTTP API 2.0 event's `cookies` list. */
export function sessionTokenFrom(cookies: string[] | undefined): string | undefined {
  for (const cookie of cookies ?? []) {
    const separator = cookie.indexOf('=');
    if (separator > 0 && cookie.slice(0, separator).trim() === sessionCookieName) {
      return cookie.slice(separator + 1).trim();
    }
  }
  return undefined;
}
