/**
 * The mail of the account routes, each built by ./mail-message.ts (text and HTML, escaped, links
 * to the site only, why it was sent) from the texts of shared/messages/server.ts `accountMailTexts`.
 */
import { recoveryMailTexts, accountMailTexts as texts } from '@shared/messages/server';
import type { Mail } from './mail';
import { buildMail } from './mail-message';

/** A time as the mail says it: in UTC, which every reader can place. */
const inWords = (epochSeconds: number) => new Date(epochSeconds * 1000).toUTCString();

export const inviteMail = (
  origin: string,
  invite: { to: string; inviter: string; code: string; emailProof?: string; expiresAt: number },
): Mail =>
  buildMail(origin, {
    to: [invite.to],
    subject: texts.invite.subject(invite.inviter),
    paragraphs: [texts.invite.body(invite.inviter), texts.invite.expires(inWords(invite.expiresAt))],
    // The mailed link alone carries the proof that its reader holds the address (the sign-up
    // verifies it: functions/data/accounts/invites.ts `provedEmail`).
    link: {
      label: texts.invite.link,
      path: `/signup?invite=${encodeURIComponent(invite.code)}${invite.emailProof ? `&proof=${encodeURIComponent(invite.emailProof)}` : ''}`,
    },
    reason: texts.invite.reason(invite.inviter),
  });

export const resetMail = (origin: string, reset: { to: string; username: string; token: string }): Mail =>
  buildMail(origin, {
    to: [reset.to],
    subject: texts.reset.subject,
    paragraphs: [texts.reset.body(reset.username), texts.reset.expires],
    link: { label: texts.reset.link, path: `/reset-password?token=${encodeURIComponent(reset.token)}` },
    reason: texts.reset.reason,
  });

export const verifyMail = (origin: string, verify: { to: string; username: string; token: string }): Mail =>
  buildMail(origin, {
    to: [verify.to],
    subject: texts.verify.subject,
    paragraphs: [texts.verify.body(verify.username), texts.verify.expires],
    link: { label: texts.verify.link, path: `/verify-email?token=${encodeURIComponent(verify.token)}` },
    reason: texts.verify.reason,
  });

/** To the recovery address a confirmation replaced: what changed, and the undo link (7 days). */
export const recoveryChangedMail = (
  origin: string,
  change: { to: string; username: string; newAddress: string; token: string },
): Mail =>
  buildMail(origin, {
    to: [change.to],
    subject: recoveryMailTexts.subject,
    paragraphs: [recoveryMailTexts.body(change.username, change.newAddress), recoveryMailTexts.undo],
    link: { label: recoveryMailTexts.link, path: `/undo-email?token=${encodeURIComponent(change.token)}` },
    reason: recoveryMailTexts.reason,
  });
