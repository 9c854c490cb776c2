/**
 * Bodies of the passkey routes (docs/api.md#passkeys): the browser's WebAuthn answer as
 * @simplewebauthn/browser gives it. Its outer shape is checked here (and bounded); the library
 * checks the rest, cryptography included.
 */
import * as v from 'valibot';
import { accountTexts as text } from '../../messages/server';
import { body } from './fields';

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
