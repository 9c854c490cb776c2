/**
 * Bodies and query strings of the account routes (docs/api.md#accounts): the deploy's owner and
 * admins, its settings, invitations, sessions, password resets and two-factor sign-in.
 */
import * as v from 'valibot';
import { assignableRoles, inviteLimits, registrationModes } from '../../accounts';
import { limits } from '../../limits';
import { recoveryTexts, accountTexts as text } from '../../messages/server';
import { validation } from '../../messages/validation';
import { isAuthenticatorCode, isRecoveryCode, normalizeCode } from '../../two-factor';
import { checkEmail, checkNewPassword } from '../../validation';
import { body, optionalBoolean, optionalText, requiredText } from './fields';

/** A secret from a link (setup, invitation, reset): URL-safe, bounded before it is hashed. */
const linkToken = (field: string, missing: string) =>
  v.pipe(requiredText(field, missing), v.trim(), v.regex(/^[A-Za-z0-9_.-]{16,200}$/, missing));

/** POST /api/admin/claim: the setup link's token. */
export const claimBody = body(
  { token: linkToken('token', text.setupLinkInvalid) },
  { token: text.tokenRequired },
);

/** GET /api/admin/users?query=&cursor=: a username prefix, and where the previous page ended. */
export const adminUsersQuery = v.object({
  query: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(limits.usernameMax, validation.usernameForm),
    v.toLowerCase(),
  ),
  cursor: v.pipe(v.optional(v.string(), ''), v.maxLength(limits.usernameMax, text.cursorInvalid)),
});

/** POST /api/admin/users/{id}: the role to give, and whether the account is disabled. */
export const adminUserBody = body({
  role: v.optional(v.picklist(assignableRoles, text.roleInvalid)),
  disabled: v.optional(v.boolean(text.disabledInvalid)),
});

/** POST /api/admin/transfer: who becomes the owner. */
export const transferBody = body(
  { userId: v.pipe(requiredText('userId', text.userIdRequired), v.trim()) },
  { userId: text.userIdRequired },
);

const domainName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** POST /api/admin/settings: any of the settings; the others stay. Domains are kept lowercase, once each. */
export const settingsBody = body({
  registration: v.optional(v.picklist(registrationModes, text.registrationInvalid)),
  allowedDomains: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.toLowerCase())),
      v.maxLength(20, text.domainsTooMany),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const wrong = dataset.value.find((domain) => !domainName.test(domain));
        if (wrong !== undefined) addIssue({ message: text.domainInvalid(wrong) });
      }),
      v.transform((domains) => [...new Set(domains)]),
    ),
  ),
  membersCanInvite: optionalBoolean('membersCanInvite'),
  requireTwoFactorForAdmins: optionalBoolean('requireTwoFactorForAdmins'),
});

const wholeNumber = (min: number, max: number, fallback: number, message: string) =>
  v.optional(
    v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message)),
    fallback,
  );

/** POST /api/invites: whom it is for (optional), how many sign-ups it admits, and for how long. */
export const inviteBody = body({
  email: v.pipe(
    optionalText('email'),
    v.transform((value) => value?.trim() || undefined),
    v.check((value) => value === undefined || checkEmail(value) === null, validation.emailInvalid),
  ),
  uses: wholeNumber(inviteLimits.usesMin, inviteLimits.usesMax, inviteLimits.usesDefault, text.usesInvalid),
  expiresInDays: wholeNumber(
    inviteLimits.expiresInDaysMin,
    inviteLimits.expiresInDaysMax,
    inviteLimits.expiresInDaysDefault,
    text.expiresInDaysInvalid,
  ),
});

/** Longest code read as typed (spaces and hyphens included), before it is normalized. */
const typedCodeMax = 64;

/**
 * A second factor as typed: an authenticator's code or a recovery code, answered normalized
 * (../../two-factor.ts). A code of the wrong form is refused here, before any check counts it.
 * (`anyCode` is also the passkey registration's and the step-up's: ./passkeys.ts.)
 */
const typedCode = (valid: (code: string) => boolean, form: string) =>
  v.pipe(
    v.string(),
    v.maxLength(typedCodeMax, form),
    v.transform(normalizeCode),
    v.check((code) => code === '' || valid(code), form),
  );
export const anyCode = typedCode((code) => isAuthenticatorCode(code) || isRecoveryCode(code), text.codeForm);

/** POST /api/auth/password/reset: the link's token and the new password (SPEC.md's sign-up rule),
 * and a second factor when the account has two-factor sign-in on. */
export const passwordResetBody = v.pipe(
  body(
    {
      token: linkToken('token', text.resetLinkInvalid),
      newPassword: v.pipe(
        requiredText('newPassword', validation.passwordRequired),
        v.maxLength(limits.passwordMax, validation.passwordTooLong),
      ),
      code: v.pipe(
        optionalText('code'),
        v.transform((code) => code ?? ''),
        anyCode,
        v.transform((code) => code || undefined),
      ),
    },
    { token: text.tokenRequired, newPassword: validation.passwordRequired },
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = checkNewPassword(dataset.value.newPassword);
    if (problem) addIssue({ message: problem });
  }),
);

/** POST /api/auth/password/forgot: a username or an email address. */
export const forgotBody = body(
  {
    login: v.pipe(
      requiredText('login', text.loginRequired),
      v.trim(),
      v.check((login) => login !== '', text.loginRequired),
      v.maxLength(limits.emailMax, text.loginRequired),
      v.toLowerCase(),
    ),
  },
  { login: text.loginRequired },
);

/**
 * POST /api/auth/email/verify: the verification link's token; and, for a link made for a session
 * (any but a sign-up's), the account's password and, with two-factor sign-in on, a code
 * (docs/decisions/0142-sensitive-changes-need-proof.md).
 */
export const verifyEmailBody = body(
  {
    token: linkToken('token', text.verifyLinkInvalid),
    password: v.pipe(
      optionalText('password'),
      v.check(
        (value) => value === undefined || value.length <= limits.passwordMax,
        validation.passwordTooLong,
      ),
      v.transform((value) => value || undefined),
    ),
    code: v.pipe(
      optionalText('code'),
      v.transform((code) => code ?? ''),
      anyCode,
      v.transform((code) => code || undefined),
    ),
  },
  { token: text.tokenRequired },
);

/** POST /api/auth/email/undo: the undo link's token (docs/api.md#email). */
export const undoEmailBody = body(
  { token: linkToken('token', recoveryTexts.undoLinkInvalid) },
  { token: text.tokenRequired },
);

/** POST /api/auth/password/reset/account: the reset link's token. */
export const resetAccountBody = body(
  { token: linkToken('token', text.resetLinkInvalid) },
  { token: text.tokenRequired },
);

/** POST /api/auth/password/reset/passkey-delete: the reset link's token and the passkey's id. */
export const resetPasskeyDeleteBody = body(
  {
    token: linkToken('token', text.resetLinkInvalid),
    id: v.pipe(requiredText('id', recoveryTexts.passkeyIdRequired), v.maxLength(1024, text.passkeyNotFound)),
  },
  { token: text.tokenRequired, id: recoveryTexts.passkeyIdRequired },
);

const currentPassword = v.pipe(
  requiredText('password', validation.passwordRequired),
  v.maxLength(limits.passwordMax, validation.passwordTooLong),
);
const requiredCode = (schema: typeof anyCode) =>
  v.pipe(
    requiredText('code', text.codeRequired),
    schema,
    v.check((code) => code !== '', text.codeRequired),
  );

/** POST /api/auth/2fa/setup: the current password, before a new secret is made. */
export const twoFactorSetupBody = body(
  { password: currentPassword },
  { password: validation.passwordRequired },
);

/** POST /api/auth/2fa/enable: a code from the new secret, which proves the app holds it. */
export const twoFactorEnableBody = body(
  { code: requiredCode(typedCode(isAuthenticatorCode, text.authenticatorCodeForm)) },
  { code: text.codeRequired },
);

/** POST /api/auth/2fa/disable: the current password and a code (or a recovery code). */
export const twoFactorDisableBody = body(
  { password: currentPassword, code: requiredCode(anyCode) },
  { password: validation.passwordRequired, code: text.codeRequired },
);

/** POST /api/auth/signin/2fa: the password step's challenge and a code (or a recovery code). */
export const signInCodeBody = body(
  { challenge: linkToken('challenge', text.challengeInvalid), code: requiredCode(anyCode) },
  { challenge: text.challengeRequired, code: text.codeRequired },
);

/** Longer than any one-time code, recovery code or passkey answer a second factor will take. */
const secondFactorCodeMax = 64;

/**
 * POST /api/auth/delete-account: the password, checked on every call, and the second factor's code
 * (accepted now, checked once two-factor sign-in exists: functions/auth/lib/second-factor.ts).
 */
export const deleteAccountBody = body(
  {
    password: v.pipe(
      requiredText('password', validation.passwordRequired),
      v.maxLength(limits.passwordMax, validation.passwordTooLong),
    ),
    code: v.pipe(
      optionalText('code'),
      v.check((code) => code === undefined || code.length <= secondFactorCodeMax, text.codeTooLong),
    ),
  },
  { password: validation.passwordRequired },
);
