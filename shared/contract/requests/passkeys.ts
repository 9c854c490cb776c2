/**
 * Bodies of the passkey routes (docs/api.md#passkeys): the browser's WebAuthn answer as
 * @simplewebauthn/browser gives it. Its outer shape is checked here (and bounded); the library
 * checks the rest, cryptography included.
 */
import * as v from 'valibot';
import { limits } from '../../limits';
import { accountTexts as text } from '../../messages/server';
import { validation } from '../../messages/validation';
import { anyCode } from './accounts';
import { body, optionalText } from './fields';

const base64url = (max: number) =>
  v.pipe(
    v.string(text.passkeyAnswerInvalid),
    v.regex(/^[A-Za-z0-9_-]*$/, text.passkeyAnswerInvalid),
    v.maxLength(max, text.passkeyAnswerInvalid),
  );

/** A credential's answer: its id, and the client data the challenge is read from. */
const webAuthnAnswer = v.looseObject(
  {
    id: base64url(400),
    rawId: base64url(400),
    type: v.literal('public-key', text.passkeyAnswerInvalid),
    response: v.looseObject({ clientDataJSON: base64url(4096) }, text.passkeyAnswerInvalid),
  },
  text.passkeyAnswerInvalid,
);

export const passkeyRegisterBody = body(
  { response: webAuthnAnswer },
  { response: text.passkeyAnswerInvalid },
);

export const passkeySignInBody = body({ response: webAuthnAnswer }, { response: text.passkeyAnswerInvalid });

/** A second factor's code as sent beside a password or alone: absent, null or empty is none. */
const optionalCode = v.pipe(
  optionalText('code'),
  v.transform((code) => code ?? ''),
  anyCode,
  v.transform((code) => code || undefined),
);

/**
 * POST /api/auth/passkeys/register/options: the account's password and, with two-factor sign-in
 * on, a code (docs/decisions/0142-sensitive-changes-need-proof.md). Both optional here, and the
 * body too (the route's first version took none): without them the route answers 401 and
 * `passwordNeeded: true`, so the page asks for them.
 */
export const passkeyRegisterOptionsBody = v.optional(
  body({
    password: v.pipe(
      optionalText('password'),
      v.check(
        (value) => value === undefined || value.length <= limits.passwordMax,
        validation.passwordTooLong,
      ),
      v.transform((value) => value || undefined),
    ),
    code: optionalCode,
  }),
  {},
);

/**
 * POST /api/auth/step-up: this session proves the account's second factor, by a code from the
 * authenticator app (or a recovery code), or by a passkey's answer to a sign-in challenge
 * (POST /api/auth/passkeys/signin/options). One of the two.
 */
export const stepUpBody = v.pipe(
  body({ code: optionalCode, response: v.optional(webAuthnAnswer) }),
  v.check((input) => (input.code === undefined) !== (input.response === undefined), text.stepUpProofRequired),
);
