/**
 * The account screens (lazy chunks): the setup page, the admin page, the sign-up page's
 * invitation and mode, the sign-in page's code step, the reset password page, and the profile's
 * sessions, invitations and two-factor sign-in.
 */
import type { RegistrationMode, UserRole } from '../accounts';

export const accountScreens = {
  // The setup page (/setup).
  setupTitle: 'Claim this site',
  setupIntro:
    'The setup link makes you the owner of this site: you decide who may sign up, and you manage its accounts.',
  setupTokenLabel: 'Setup token',
  setupTokenHint: 'It is in the setup link, or printed by the SetupToken command of the deploy.',
  setupButton: 'Become the owner',
  setupDone: 'You own this site now',
  setupFailed: 'Could not claim the site',

  // The admin page (/admin).
  adminTitle: 'Administration',
  adminLink: 'Administration',
  adminIntro: 'Accounts, who may sign up, and invitations.',
  usersHeading: 'Accounts',
  usersSearchLabel: 'Search accounts by username',
  usersLoadFailed: 'Could not load the accounts',
  showMore: 'Show more',
  noUsers: 'No account matches.',
  roles: { owner: 'Owner', admin: 'Admin', member: 'Member' } satisfies Record<UserRole, string>,
  roleOf: (username: string) => `Role of ${username}`,
  disabled: 'Disabled',
  twoFactorOn: 'Two-factor on',
  lastSeen: (when: string) => `Last seen ${when}`,
  neverSeen: 'Not seen yet',
  disable: 'Disable',
  enable: 'Enable',
  resetLink: 'Reset link',
  handOver: 'Hand over',
  actionsOf: (username: string) => `Actions for ${username}`,
  accountChanged: (username: string) => `${username} was changed`,
  changeFailed: 'Could not change the account',
  disableConfirm: (username: string) =>
    `Disable ${username}? They are signed out everywhere and cannot sign in until enabled again.`,
  resetLinkMade: (username: string) =>
    `A one-time link for ${username} to set a new password, valid 24 hours. Their sessions have ended: send it to them.`,
  handOverConfirm: (username: string) =>
    `Hand this site over to ${username}? They become its owner, and you stay an admin.`,
  handedOver: (username: string) => `${username} owns this site now`,
  copy: 'Copy',
  copied: 'Copied',
  linkLabel: 'Link',

  settingsHeading: 'Sign-up',
  registrationLabel: 'Who may sign up',
  registration: {
    open: 'Anyone who has the address of this site',
    invite: 'Only people with an invitation',
    domain: 'People with an email address at these domains, or an invitation',
  } satisfies Record<RegistrationMode, string>,
  allowedDomainsLabel: 'Allowed domains',
  allowedDomainsHint: 'Separated by commas, for example example.com, example.org',
  membersCanInvite: 'Members can invite people',
  requireTwoFactor: 'Admins must sign in with a second factor',
  saveSettings: 'Save settings',
  settingsSaved: 'Settings saved',
  settingsFailed: 'Could not save the settings',

  invitesHeading: 'Invitations',
  invitesIntro: 'A link that signs people up and makes them your teammates.',
  inviteEmailLabel: 'Send it to (optional)',
  inviteUsesLabel: 'Sign-ups it admits',
  inviteDaysLabel: 'Valid for (days)',
  createInvite: 'Create invitation',
  inviteMade: 'Invitation link, shown once:',
  inviteFailed: 'Could not create the invitation',
  invitesLoadFailed: 'Could not load the invitations',
  noInvites: 'No open invitations.',
  inviteSummary: (usesLeft: number, uses: number, expires: string) =>
    `${usesLeft} sign-up${usesLeft === 1 ? '' : 's'} left, ${uses} used, until ${expires}`,
  inviteBy: (username: string) => `by ${username}`,
  deleteInvite: 'Delete',
  deleteInviteOf: (what: string) => `Delete the invitation ${what}`,
  inviteDeleted: 'Invitation deleted',
  anyone: 'anyone with the link',

  // The sign-up page.
  invitedBy: (username: string) => `${username} invited you to join their team.`,
  inviteOnly: 'Sign-up on this site needs an invitation: ask someone on the team for a link.',
  /** The sign-in page of a deploy nobody has claimed yet. */
  noOwnerYet: "This site has no owner yet: the setup link is in the server's output",
  domainOnly: 'Sign up with an email address at your organisation, or with an invitation.',
  emailLabel: 'Email',

  // The reset password page (/reset-password).
  resetTitle: 'Set a new password',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Repeat the new password',
  passwordsDiffer: 'The two passwords differ',
  resetButton: 'Set password',
  resetDone: 'Your password is set. Sign in with it.',
  resetNoToken: 'This page needs the link you were sent: open it from there.',
  resetFailed: 'Could not set the password',
  toSignIn: 'Sign in',

  // The forgotten password page (/forgot-password) and the sign-in page's link to it.
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotIntro:
    'Enter your username or email address: we mail a link to set a new password to the verified address of the account.',
  loginLabel: 'Username or email',
  forgotButton: 'Send the link',
  forgotFailed: 'Could not send the link',
  noMail: 'This site sends no email: ask an admin of the site for a link to set a new password.',

  // The verify email page (/verify-email).
  verifyTitle: 'Verify your email address',
  verifying: 'Verifying…',
  verifyFailed: 'Could not verify the address',
  toDashboard: 'Open Team Todo',
  // A link made for a session, confirmed with the password (docs/decisions/0142-sensitive-changes-need-proof.md).
  verifyConfirmIntro: (email: string) =>
    `Confirm ${email} as the address of your account: password-reset mail will go to it. Enter your password to confirm.`,
  verifyPasswordLabel: 'Password',
  verifyConfirmButton: 'Confirm the address',

  // The undo page of a recovery address change (/undo-email).
  undoTitle: 'Undo the address change',
  undoIntro:
    'This puts your previous address back as the one password-reset mail goes to, and signs out every session of the account.',
  undoButton: 'Put my address back',
  undoFailed: 'Could not undo the change',

  // The reset password page's passkeys.
  resetFor: (username: string) => `For the account ${username}.`,
  resetPasskeysHeading: 'Passkeys of this account',
  resetPasskeysIntro:
    'A passkey signs in without the password. Remove any you do not recognise: setting a new password does not remove them.',
  resetPasskeysNone: 'This account has no passkeys.',
  resetPasskeyRemoved: (name: string) => `Passkey of ${name} removed`,

  // The profile's address while a new one waits for confirmation.
  recoveryPending: (recovery: string) =>
    `Password-reset mail goes to ${recovery} until you confirm this address with the link we sent, and your password.`,

  // The profile's email address.
  emailHeading: 'Address verification',
  noEmailYet: 'No email address yet: add one under Edit profile.',
  emailVerified: 'Verified',
  emailUnverified: 'Not verified',
  sendVerification: 'Send a verification link',
  verificationFailed: 'Could not send the link',

  // Passkeys: the sign-in page's button and the profile's list.
  passkeySignIn: 'Sign in with a passkey',
  passkeyFailed: 'Could not sign in with a passkey',
  passkeysHeading: 'Passkeys',
  passkeysIntro: 'Sign in with your fingerprint, face or screen lock instead of a password, and no code.',
  passkeysLoadFailed: 'Could not load the passkeys',
  noPasskeys: 'No passkeys yet.',
  addPasskey: 'Add a passkey',
  passkeyAdded: 'Passkey added',
  passkeyAddFailed: 'Could not add the passkey',
  passkeyDetail: (created: string, used: string | null) =>
    used ? `Added ${created}, last used ${used}` : `Added ${created}, not used yet`,
  removePasskey: 'Remove',
  removePasskeyOf: (name: string) => `Remove the passkey of ${name}`,
  passkeyRemoveFailed: 'Could not remove the passkey',
  /** Adding one asks for the password (and code) first: docs/decisions/0142-sensitive-changes-need-proof.md. */
  passkeyAddHint:
    'To add a passkey, confirm it is you: your password, and with two-factor sign-in on a code from the app or a recovery code.',
  passkeyAddContinue: 'Continue',

  // A session's step-up: proving the second factor before a page that needs it (the admin page).
  stepUpTitle: 'Confirm it is you',
  stepUpIntro:
    'This session signed in with your password alone. To go on, confirm it with your second factor: a code from your authenticator app or a recovery code, or a passkey.',
  stepUpConfirm: 'Confirm',
  stepUpWithPasskey: 'Use a passkey',
  stepUpFailed: 'Could not confirm it is you',

  // The profile's sessions.
  sessionsHeading: 'Signed-in devices',
  sessionsLoadFailed: 'Could not load the signed-in devices',
  thisDevice: 'This device',
  sessionDetail: (since: string, seen: string) => `Signed in ${since}, last active ${seen}`,
  signOutSession: 'Sign out',
  signOutSessionOf: (device: string) => `Sign out ${device}`,
  signOutOthers: 'Sign out everywhere else',
  sessionEnded: 'Signed out of that device',
  othersEnded: 'Signed out everywhere else',
  sessionFailed: 'Could not sign that device out',

  // The profile's two-factor sign-in.
  twoFactorHeading: 'Two-factor sign-in',
  twoFactorIntro: 'Sign in with a code from an authenticator app as well as your password.',
  twoFactorIsOn: 'On: signing in asks for a code from your authenticator app.',
  twoFactorIsOff: 'Off: your password alone signs you in.',
  twoFactorSetUp: 'Set up',
  currentPasswordLabel: 'Current password',
  twoFactorContinue: 'Continue',
  twoFactorCancel: 'Cancel',
  twoFactorScan: 'Scan this QR code with your authenticator app, or type the key into it.',
  twoFactorQrAlt: 'QR code of the key for your authenticator app',
  twoFactorKeyLabel: 'Key',
  twoFactorCodeLabel: 'Code from the app',
  twoFactorTurnOn: 'Turn on',
  twoFactorTurnOff: 'Turn off',
  twoFactorTurnOffHint: 'Your password, and a code from the app or one of your recovery codes.',
  codeOrRecoveryLabel: 'Code or recovery code',
  twoFactorFailed: 'Could not change two-factor sign-in',
  recoveryHeading: 'Recovery codes',
  recoveryIntro:
    'Two-factor sign-in is on. Each of these codes signs you in once without your phone. They are shown only now: download or copy them, and keep them somewhere safe.',
  recoveryListLabel: 'Your recovery codes',
  recoveryDownload: 'Download',
  recoverySaved: 'I have saved them',
  recoveryFileName: 'recovery-codes.txt',
  recoveryFile: (username: string, site: string, codes: readonly string[]) =>
    [
      `Recovery codes for ${username} on ${site}`,
      'Each code signs you in once, in place of a code from your authenticator app.',
      '',
      ...codes,
      '',
    ].join('\n'),
  twoFactorRequiredTitle: 'Set up two-factor sign-in',
  twoFactorRequiredIntro:
    'This site requires admins to sign in with a second factor. Set it up to go on using the site.',

  // The sign-in page's code step.
  signInCodeLabel: 'Code',
  recoveryCodeLabel: 'Recovery code',
  recoveryCodePrompt: 'Enter one of the recovery codes you saved when you turned two-factor sign-in on.',
  useRecoveryCode: 'Use a recovery code',
  useAuthenticatorCode: 'Use a code from the app',
  verifyCode: 'Verify',
  backToPassword: 'Sign in again',

  // The reset password page, for an account with two-factor sign-in.
  resetCodeLabel: 'Code from your authenticator app, or a recovery code',

  // The profile's account deletion, and the admin's.
  deleteHeading: 'Delete account',
  deleteIntro:
    'Deleting your account removes your lists, tasks, notifications, team links, assignments and devices, for good. Lists you share are deleted for their members too, and you leave the lists others share with you.',
  exportFirst: 'Download your data first',
  exported: 'Your data is downloaded',
  exportFailed: 'Could not download your data',
  deleteTypeName: (username: string) => `Type your username, ${username}, to confirm`,
  deletePasswordLabel: 'Password',
  deleteButton: 'Delete my account',
  deleting: 'Deleting your account…',
  deletingStep: (calls: number) => `Still deleting (step ${calls})…`,
  deleteFailed: 'Could not delete the account',
  ownerHandsOver:
    'You own this site: hand it over to another account under Administration before you delete yours.',
  deleteUser: 'Delete',
  deleteUserConfirm: (username: string) =>
    `Delete ${username} and everything in it? Their lists, tasks and team links go for good.`,
  userDeleting: (username: string) => `Deleting ${username}…`,
  userDeleted: (username: string) => `${username} was deleted`,
} as const;
