/**
 * The answers of the admin screens: accounts, the deploy's settings, one-time links, invitations.
 */
import * as v from 'valibot';
import { registrationModes, userRoles } from '../../accounts';
import { id, isoTime, userRef } from './parts';

/** One account as the admin screen lists it. */
export const adminUser = v.object({
  _id: id,
  username: v.string(),
  email: v.string(),
  emailVerified: v.boolean(),
  role: v.picklist(userRoles),
  disabled: v.boolean(),
  twoFactor: v.boolean(),
  /** How many passkeys the account has. */
  passkeys: v.number(),
  createdAt: isoTime,
  lastSeenAt: v.nullable(isoTime),
});

/** A page of accounts by username; `next` is the cursor of the following page, null after the last. */
export const adminUserPage = v.object({ users: v.array(adminUser), next: v.nullable(v.string()) });

/** The deploy's settings (GET and POST /api/admin/settings). */
export const deploySettings = v.object({
  registration: v.picklist(registrationModes),
  allowedDomains: v.array(v.string()),
  membersCanInvite: v.boolean(),
  requireTwoFactorForAdmins: v.boolean(),
});

/** A one-time link (an invitation's, a password reset's): shown once, only its hash is kept. */
export const oneTimeLink = v.object({
  url: v.pipe(v.string(), v.description('An absolute link to the site itself')),
  expiresAt: isoTime,
});

/** An invitation as its list shows it (its link is shown once, when made). */
export const invite = v.object({
  _id: id,
  email: v.nullable(v.string()),
  usesLeft: v.number(),
  uses: v.number(),
  expiresAt: isoTime,
  createdAt: isoTime,
  inviter: userRef,
});

/** POST /api/invites: the invitation and its link, shown once; `mailed`: the link went to `email` too. */
export const newInvite = v.object({ ...invite.entries, url: oneTimeLink.entries.url, mailed: v.boolean() });

export const inviteList = v.array(invite);
