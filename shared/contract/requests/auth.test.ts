/** The auth routes' request schemas (auth.ts), run through the server's validation as a route runs them. */
import { describe, expect, it } from 'vitest';
import { Invalid } from '../../../functions/lib/errors';
import { validate } from '../../../functions/lib/middlewares/contract';
import { validation as text } from '../../messages/validation';
import { passwordChangeBody, profileUpdateBody, signInBody, signUpBody } from './auth';

const parseSignIn = (body: unknown) => validate(signInBody, body);
const parseSignUp = (body: unknown) => validate(signUpBody, body);
const parsePasswordChange = (body: unknown) => validate(passwordChangeBody, body);
const parseProfileUpdate = (body: unknown) => validate(profileUpdateBody, body);

describe('auth request bodies', () => {
  const refuses = (fn: () => unknown, message: string) => {
    expect(fn).toThrow(Invalid);
    expect(fn).toThrow(message);
  };
  it('parses sign-in and sign-up bodies', () => {
    expect(parseSignIn({ username: ' bob ', password: 'x' })).toEqual({ username: 'bob', password: 'x' });
    refuses(() => parseSignIn(null), 'Request body must be a JSON object');
    refuses(() => parseSignIn({ username: 'bob' }), text.passwordRequired);
    refuses(() => parseSignUp({ username: 'bob', password: 'weak' }), text.passwordPattern);
    expect(parseSignUp({ username: 'bob', password: 'Passw0rd' }).username).toBe('bob');
  });
  it('parses a password change', () => {
    refuses(() => parsePasswordChange({ oldPassword: 'a' }), text.passwordsRequired);
    refuses(() => parsePasswordChange({ oldPassword: 'a', newPassword: 'Ab1' }), text.passwordMin);
    expect(parsePasswordChange({ oldPassword: 'a', newPassword: 'Passw0rd' })).toEqual({
      oldPassword: 'a',
      newPassword: 'Passw0rd',
    });
  });
  it('caps the sign-in username at the longest a username can be', () => {
    expect(parseSignIn({ username: 'x'.repeat(30), password: 'p' }).username).toHaveLength(30);
    expect(() => parseSignIn({ username: 'x'.repeat(31), password: 'p' })).toThrow(Invalid);
  });
  it('parses a profile update', () => {
    expect(parseProfileUpdate({ email: ' a@b.co ', bio: ' hi ' })).toEqual({ email: 'a@b.co', bio: 'hi' });
    expect(parseProfileUpdate({})).toEqual({});
    refuses(() => parseProfileUpdate({ email: 'nope' }), text.emailInvalid);
  });
});
