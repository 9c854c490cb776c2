/** What the server answers about accounts: the deploy, invitations, addresses, recovery. */

/**
 * Accounts and the deploy (docs/api.md#accounts): roles, the setup link, invitations, sessions and
 * password resets: the routes' answers and refusals.
 */
export const accountTexts = {
  accountDisabled: 'This account is disabled',
  signUpNeedsInvite: 'Sign-up needs an invitation',
  signUpNeedsDomain: (domains: string[]) =>
    domains.length === 0
      ? 'Sign-up needs an invitation'
      : `Sign-up needs an email address at ${domains.join(', ')}`,
  inviteInvalid: 'This invitation link is not valid: ask for a new one',
  inviteExpired: 'This invitation has expired: ask for a new one',
  inviteUsedUp: 'This invitation has been used up: ask for a new one',
  inviteDeleted: 'Invitation deleted',
  inviteNotFound: 'Invitation not found',
  invitesAdminsOnly: 'Only admins can invite people to this site',
  tooManyInvitations: 'Too many invitations today. Try again tomorrow.',
  adminsOnly: 'Only admins can do this',
  ownerOnly: 'Only the owner can do this',
  mayNotChange: 'You may not change this account',
  ownerUnchangeable: "The owner's account cannot be changed: the owner can hand the role over",
  notYourself: 'You cannot change your own account here',
  accountChanged: 'This account changed meanwhile: reload and try again',
  setupLinkInvalid: 'This setup link is not valid',
  deployClaimed: 'This site already has an owner',
  ownershipTransferred: 'Ownership handed over',
  transferToSelf: 'You already own this site',
  transferTargetInvalid: 'Ownership can go only to an account that exists and is not disabled',
  resetLinkInvalid: 'This link is not valid or has expired: ask for a new one',
  passwordReset: 'Password set: sign in with your new password',
  sessionEnded: 'Signed out of that session',
  sessionNotFound: 'Session not found',
  otherSessionsEnded: 'Signed out everywhere else',
  tooManyAttempts: 'Too many attempts. Try again later.',
  userIdRequired: 'userId is required',
  tokenRequired: 'token is required',
  roleInvalid: "role must be 'admin' or 'member'",
  disabledInvalid: 'disabled must be true or false',
  registrationInvalid: "registration must be 'open', 'invite' or 'domain'",
  domainInvalid: (domain: string) => `${domain} is not a domain name`,
  domainsTooMany: 'At most 20 domains can be allowed',
  usesInvalid: 'uses must be a whole number from 1 to 100',
  expiresInDaysInvalid: 'expiresInDays must be a whole number from 1 to 30',
  cursorInvalid: 'cursor must be the next value of the previous page',
  loginRequired: 'Enter your username or email address',
  passkeyChallengeInvalid: 'This passkey request expired or was already answered: try again',
  passkeyNotVerified: 'This passkey could not be verified: try again',
  passkeyKnown: 'This passkey is registered already',
  passkeyUnknown: 'This passkey is not one of this site, or was removed',
  passkeyNotFound: 'Passkey not found',
  passkeyRemoved: 'Passkey removed',
  passkeyAnswerInvalid: 'response must be the answer of a passkey',
  mailOff: 'This site sends no email: ask an admin for a link instead',
  domainNeedsMail: 'Sign-up by email domain needs the site to send email (-c mailFrom)',
  domainNeedsDomains: 'Add at least one allowed domain',
  forgotSent:
    'If an account with a verified email address matches, we sent it a link to set a new password. It works for 30 minutes.',
  verifyLinkInvalid: 'This verification link is not valid or has expired: ask for a new one',
  emailVerified: 'Email address verified',
  verifySent: (email: string) => `We sent a verification link to ${email}`,
  noEmail: 'Add an email address to your profile first',
  alreadyVerified: 'This email address is verified already',
  emailTaken: 'Another account has verified this email address',
  verifyEmailFirst: 'Verify your email address first: open the link we sent you, or ask for a new one',
  checkYourEmail: (email: string) => `Almost there: open the link we sent to ${email} to finish signing up`,

  // Two-factor sign-in (docs/api.md#two-factor-sign-in).
  /** The sign-in's 401 when the password was right and the account asks for its second factor. */
  signInCodeNeeded: 'Enter the code from your authenticator app',
  codeRequired: 'Enter the code from your authenticator app, or a recovery code',
  codeForm: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  authenticatorCodeForm: 'Enter the 6-digit code from your authenticator app',
  codeInvalid: 'That code is not valid',
  /** A code of the time step already accepted (its 30 seconds are not over). */
  codeJustUsed: 'That code was just used: wait for the next one',
  challengeRequired: 'challenge is required',
  challengeInvalid: 'This sign-in has expired: sign in with your password again',
  challengeSpent: 'Too many wrong codes: sign in with your password again',
  resetNeedsCode:
    'This account signs in with two-factor: enter a code from your authenticator app, or a recovery code',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on',
  twoFactorNotSetUp: 'Set up two-factor sign-in first',
  twoFactorNotOn: 'Two-factor sign-in is not on',
  twoFactorChanged: 'Two-factor sign-in changed meanwhile: start again',
  twoFactorOff: 'Two-factor sign-in is off',
  twoFactorRequired: 'This site requires admins to use two-factor sign-in: set it up on your profile first',
  twoFactorKept: 'This site requires admins to use two-factor sign-in: it cannot be turned off',
  // What a session alone may not do (docs/decisions/0142-sensitive-changes-need-proof.md).
  /** 401 of a change that needs the password besides the session (a passkey's registration). */
  passwordToContinue: 'Enter your password to continue',
  /** 403 (with `twoFactorRequired: true` and `stepUp`) of an admin route to a session signed in with the password alone. */
  sessionNeedsSecondFactor: 'Confirm it is you with your second factor to continue',
  /** 403 of adding a second factor, to a session that has not proved the one the account has. */
  addFactorNeedsSecondFactor: 'Confirm it is you with your second factor first',
  stepUpProofRequired: 'Enter a code, or confirm with a passkey',
  steppedUp: 'Confirmed: this session may go on',
  codeTooLong: 'code must be at most 64 characters',
  ownerCannotDelete:
    'The owner cannot delete their account: hand the site over to another account first (Administration)',
  accountBeingDeleted: 'This account is being deleted',
  deletionGoesOn: 'Deleting the account: call again to go on',
  accountDeleted: 'Account deleted',
} as const;

/**
 * The recovery address's answers (docs/api.md#email, docs/decisions/0142-sensitive-changes-need-proof.md):
 * the verification page's request for proof, the undo link's, and the reset page's passkeys.
 */
export const recoveryTexts = {
  /** A link made for a session, opened without the password (the answer also says `passwordNeeded: true`). */
  passwordNeeded: 'Enter your password to confirm this address',
  undoLinkInvalid: 'This link is not valid or has expired',
  undone: (email: string) =>
    `Your recovery address is ${email} again, and every session was signed out. If someone else may know your password, set a new one with "Forgot password?".`,
  passkeyIdRequired: 'id is required',
} as const;
