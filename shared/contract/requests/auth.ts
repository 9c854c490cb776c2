/** Bodies of the auth routes (SPEC.md section 5's rules and messages). */
import * as v from 'valibot';
import { limits } from '../../limits';
import { accountTexts } from '../../messages/server';
import { validation as text } from '../../messages/validation';
import { checkEmail, checkNewPassword, checkUsername } from '../../validation';
import { startViews } from '../../web-views';
import { body, optionalText, requiredText } from './fields';

const signInUsername = v.pipe(
  requiredText('username', text.usernameRequired),
  v.trim(),
  v.check((name) => name !== '', text.usernameRequired),
  // No account has a longer name, and the name becomes part of two keys: refused before it
  // reaches DynamoDB's 2,048-byte key limit.
  v.maxLength(limits.usernameMax, text.usernameForm),
);
const password = v.pipe(
  requiredText('password', text.passwordRequired),
  v.maxLength(limits.passwordMax, text.passwordTooLong),
);

export const signInBody = body(
  { username: signInUsername, password },
  {
    username: text.usernameRequired,
    password: text.passwordRequired,
  },
);

/**
 * Sign-up: the sign-in fields, then the username form and the password rule of SPEC.md section 5.
 * Extensions: the invitation the sign-up link carries, and the email a `domain` deploy asks for
 * (docs/api.md#accounts); the original client sends neither.
 */
export const signUpBody = v.pipe(
  body(
    {
      username: signInUsername,
      password,
      invite: v.pipe(
        optionalText('invite'),
        v.check(
          (code) => code === undefined || /^[A-Za-z0-9_.-]{16,200}$/.test(code),
          accountTexts.inviteInvalid,
        ),
      ),
      // The second secret of an invitation's mailed link: the address it went to is the new account's, verified.
      emailProof: v.pipe(
        optionalText('emailProof'),
        v.check(
          (proof) => proof === undefined || /^[A-Za-z0-9_-]{43}$/.test(proof),
          accountTexts.inviteInvalid,
        ),
      ),
      email: v.pipe(
        optionalText('email'),
        v.transform((value) => value?.trim() || undefined),
        v.check((value) => value === undefined || checkEmail(value) === null, text.emailInvalid),
      ),
    },
    { username: text.usernameRequired, password: text.passwordRequired },
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = checkUsername(dataset.value.username) ?? checkNewPassword(dataset.value.password);
    if (problem) addIssue({ message: problem });
    else if (dataset.value.emailProof && !dataset.value.invite)
      addIssue({ message: accountTexts.inviteInvalid });
  }),
);

const passwordOfChange = v.pipe(
  requiredText('password', text.passwordsRequired),
  v.maxLength(limits.passwordMax, text.passwordTooLong),
);
/** Change password: both required; the new one 6 to 128 characters (not the sign-up pattern). */
export const passwordChangeBody = body(
  {
    oldPassword: passwordOfChange,
    newPassword: v.pipe(passwordOfChange, v.minLength(limits.passwordMin, text.passwordMin)),
  },
  { oldPassword: text.passwordsRequired, newPassword: text.passwordsRequired },
);

/** Profile update: email and bio, each optional, trimmed; an empty string clears the field. */
export const profileUpdateBody = v.pipe(
  body({
    email: v.pipe(
      optionalText('email'),
      v.transform((value) => value?.trim()),
      v.check((value) => value === undefined || checkEmail(value) === null, text.emailInvalid),
    ),
    bio: v.pipe(
      optionalText('bio'),
      v.transform((value) => value?.trim()),
      v.check((value) => value === undefined || value.length <= limits.bioMax, text.bioTooLong),
    ),
    /** Extension: the view the app opens on (docs/api.md#upcoming). */
    startView: v.optional(v.picklist(startViews, text.startViewInvalid)),
  }),
  v.transform(({ email, bio, startView }) => ({
    ...(email !== undefined ? { email } : {}),
    ...(bio !== undefined ? { bio } : {}),
    ...(startView !== undefined ? { startView } : {}),
  })),
);
