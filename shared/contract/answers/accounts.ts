/**
 * The answers about accounts: the signed-in user, profiles, sign-up and sign-in, sessions,
 * passkeys, second factors, notification settings.
 */
import * as v from 'valibot';
import { registrationModes, userRoles } from '../../accounts';
import { notificationChoices } from '../../notification-settings';
import { startViews } from '../../web-views';
import { avatarUrl, id, isoTime, profileFields } from './parts';

export const pendingTeamEntry = v.object({
  userId: id,
  /** True on the sender's side of the request. */
  from: v.boolean(),
});

/** The signed-in user as `GET /api/auth/user` and the sign-in routes answer it. */
export const user = v.object({
  ...profileFields,
  team: v.array(id),
  pendingTeam: v.array(pendingTeamEntry),
  /**
   * Always empty: copies others assigned to the user are counted in totalTasks already, and the
   * original client adds this list's length to its completion denominator
   * (docs/compat.md#the-user-object). Kept so the field SPEC.md names is present.
   */
  assignedToMe: v.array(id),
  /** Extension: whether the calendar feed is on (its secret link is shown only when it is made). */
  calendarFeedOn: v.optional(v.boolean()),
  /** Extension: who the user is on this deploy (docs/api.md#accounts); always sent by this server. */
  role: v.optional(v.picklist(userRoles)),
  /** Extension: whether `email` is verified (docs/api.md#email); always sent by this server. */
  emailVerified: v.optional(v.boolean()),
  /** Extension: whether the user signs in with a second factor (docs/api.md#two-factor-sign-in); always sent. */
  twoFactor: v.optional(v.boolean()),
  /**
   * Extension: the verified address recovery mail goes to ('' for none), which only a link confirmed
   * with the password moves (docs/api.md#email); always sent by this server.
   */
  recoveryEmail: v.optional(v.string()),
  /**
   * Extension, sent by auth/user and the sign-in routes: the deploy requires this admin to set up
   * two-factor sign-in before anything else (`requireTwoFactorForAdmins`), and they have not yet.
   */
  twoFactorRequired: v.optional(v.boolean()),
  /**
   * Extension: the newest notification id a page of the user's showed ('' for none), which every
   * device reads as what is seen (docs/api.md#notifications-seen); always sent by this server.
   */
  notificationsSeenUpTo: v.optional(v.string()),
  /** Extension: the view the app opens on, 'today' or 'upcoming' (docs/api.md#upcoming); always sent. */
  startView: v.optional(v.picklist(startViews)),
  /** Extension, sent by auth/user: how many notifications are newer than `notificationsSeenUpTo`. */
  unseenNotifications: v.optional(v.number()),
});

/**
 * POST /api/auth/signin's 401: `{ message }`, and, when the password was right and the account
 * asks for its second factor, `twoFactor: true` and the `challenge` that POST /api/auth/signin/2fa
 * takes with the code.
 */
export const signInRefusal = v.object({
  message: v.string(),
  twoFactor: v.optional(v.literal(true)),
  challenge: v.optional(v.pipe(v.string(), v.description('A secret token, valid 5 minutes and 5 codes'))),
});

/**
 * POST /api/auth/2fa/setup: a new secret, pending until a code from it turns two-factor sign-in on;
 * as base32 text to type, as an otpauth:// link, and as that link's QR code (an SVG document).
 */
export const twoFactorSetup = v.object({
  secret: v.pipe(v.string(), v.description('Base32, RFC 4648')),
  otpauthUrl: v.pipe(v.string(), v.description('otpauth://totp/... (SHA-1, 6 digits, 30 s)')),
  qrSvg: v.pipe(v.string(), v.description('An SVG document: the QR code of otpauthUrl')),
});

/** POST /api/auth/2fa/enable: the recovery codes, each good for one sign-in, shown once. */
export const recoveryCodeList = v.object({ recoveryCodes: v.array(v.string()) });

export const teamMemberSummary = v.object({ _id: id, username: v.string(), coverImg: avatarUrl });

/** Another user's public profile (get-user-info, search/user, get-teammates). */
export const publicUser = v.object({ ...profileFields, team: v.array(teamMemberSummary) });

export const publicUserList = v.array(publicUser);

/* Data in and out (docs/api.md "Data in and out"). */

export const calendarToken = v.object({
  url: v.pipe(v.string(), v.description('The secret feed URL (https://<site>/api/calendar/<token>.ics)')),
});

/** A sign-up that waits for its email address to be verified (a `domain` site): no session yet. */
export const pendingSignUp = v.object({ message: v.string(), verifyEmail: v.literal(true) });

/** What sign-up answers: the user, signed in; or, on a `domain` site, the pending sign-up. */
export const signUpAnswer = v.union([user, pendingSignUp]);

/** GET /api/auth/options: what the sign-in and sign-up pages offer (public). */
export const authOptions = v.object({
  registration: v.picklist(registrationModes),
  /** Whether the site sends mail (password resets by email, verification). */
  emailSignIn: v.boolean(),
  passkeys: v.boolean(),
  /** Extension: whether members, not only admins, may invite people. */
  membersCanInvite: v.boolean(),
  /** Extension: whether someone has claimed the site with its setup link (the sign-in page says when not). */
  owned: v.optional(v.boolean()),
});

/** GET /api/auth/invite/{code}: who invites, shown on the sign-up page before anything is typed. */
export const invitePreview = v.object({
  inviter: teamMemberSummary,
  expiresAt: isoTime,
});

/** One signed-in session of the caller's (GET /api/auth/sessions). */
export const session = v.object({
  _id: id,
  /** The session this request came with. */
  current: v.boolean(),
  createdAt: isoTime,
  lastSeenAt: isoTime,
  /** A short browser and system name from the User-Agent, for example `Chrome on macOS`. */
  device: v.string(),
});

export const sessionList = v.array(session);

/** One of the caller's passkeys (`_id`: its credential id). */
export const passkey = v.object({
  _id: v.string(),
  /** The browser and system it was made on. */
  name: v.string(),
  createdAt: isoTime,
  lastUsedAt: v.nullable(isoTime),
});

export const passkeyList = v.array(passkey);

/**
 * POST /api/auth/password/reset/account (and passkey-delete): what a live reset link may act on,
 * for the reset page (docs/api.md#password-resets).
 */
export const resetAccount = v.object({
  username: v.string(),
  /** Whether setting the password also needs a code. */
  twoFactor: v.boolean(),
  passkeys: passkeyList,
});

/**
 * POST /api/auth/email/verify's 400: `{ message }`, and, for a link that needs the account's
 * password (and code) to confirm it, `passwordNeeded: true`, whether a code is needed too, and the
 * address the link confirms (docs/api.md#email).
 */
export const verifyRefusal = v.object({
  message: v.string(),
  passwordNeeded: v.optional(v.literal(true)),
  twoFactor: v.optional(v.boolean()),
  email: v.optional(v.string()),
});

/** WebAuthn options for the browser (@simplewebauthn/browser takes them as they are). */
export const webAuthnOptions = v.looseObject({ challenge: v.string() });

/**
 * What a session alone may not do (docs/decisions/0142-sensitive-changes-need-proof.md): the 401 of
 * a change that needs the password (`passwordNeeded: true`, and whether a code is needed too), and
 * the 403 of one that needs this session to prove the account's second factor first
 * (`twoFactorRequired: true`, and `stepUp`: what POST /api/auth/step-up may take on this account).
 * An admin without any second factor where the deploy requires one gets `twoFactorRequired: true`
 * without `stepUp`: it sets one up first.
 */
export const proofRefusal = v.object({
  message: v.string(),
  passwordNeeded: v.optional(v.literal(true)),
  twoFactor: v.optional(v.boolean()),
  twoFactorRequired: v.optional(v.literal(true)),
  stepUp: v.optional(v.object({ code: v.boolean(), passkey: v.boolean() })),
});

const notificationChoice = v.picklist(notificationChoices);

/** The caller's notification settings (GET and POST /api/notification-settings). */
export const notificationSettings = v.object({
  mentions: notificationChoice,
  assigned: notificationChoice,
  comments: notificationChoice,
  completions: notificationChoice,
  digest: notificationChoice,
  /** The IANA zone the browser reported (the digest goes at 8:00 there); null until reported. */
  timeZone: v.nullable(v.string()),
  /** Whether emails can reach the caller: the site sends mail and their address is verified. */
  emailReady: v.boolean(),
});
