import { describe, expect, it } from 'vitest';
import { Invalid } from '../functions/lib/errors';
import { validate } from '../functions/lib/middlewares/contract';
import { passwordChangeBody, profileUpdateBody, signInBody, signUpBody } from './contract/requests/auth';
import { limits } from './limits';
import { validation as text } from './messages';
import {
  checkDescription,
  checkEmail,
  checkGroupName,
  checkNewPassword,
  checkUsername,
  endOfDayIso,
  isIsoDateTime,
  isValidYmd,
} from './validation';

const parseSignIn = (body: unknown) => validate(signInBody, body);
const parseSignUp = (body: unknown) => validate(signUpBody, body);
const parsePasswordChange = (body: unknown) => validate(passwordChangeBody, body);
const parseProfileUpdate = (body: unknown) => validate(profileUpdateBody, body);

describe('password rule (SPEC section 5)', () => {
  it.each(['Passw0rd', 'aB3xyz', 'Zz9zzzzzzzz'])('accepts %s', (password) => {
    expect(checkNewPassword(password)).toBeNull();
  });
  it.each([
    ['aB3xy', text.passwordPattern],
    ['password1', text.passwordPattern],
    ['PASSWORD1', text.passwordPattern],
    ['Password', text.passwordPattern],
    ['', text.passwordRequired],
    [`aB3${'x'.repeat(limits.passwordMax)}`, text.passwordTooLong],
  ])('refuses %j', (password, message) => {
    expect(checkNewPassword(password)).toBe(message);
  });
});

describe('username form', () => {
  it.each(['abc', 'Alice_01', 'a.b-c', 'x'.repeat(30)])('accepts %s', (name) =>
    expect(checkUsername(name)).toBeNull(),
  );
  it.each(['ab', '_abc', 'a b', 'x'.repeat(31), 'émile', 'a/b'])('refuses %j', (name) =>
    expect(checkUsername(name)).toBe(text.usernameForm),
  );
  it('asks for a missing one', () => expect(checkUsername('  ')).toBe(text.usernameRequired));
});

describe('task description and group name', () => {
  it('trims, refuses blank and enforces the maxima', () => {
    expect(checkDescription('   ')).toBe(text.descriptionRequired);
    expect(checkDescription(` ${'x'.repeat(limits.descriptionMax)} `)).toBeNull();
    expect(checkDescription('x'.repeat(limits.descriptionMax + 1))).toBe(text.descriptionTooLong);
    expect(checkGroupName('\t')).toBe(text.groupNameRequired);
    expect(checkGroupName('x'.repeat(limits.groupNameMax))).toBeNull();
    expect(checkGroupName('x'.repeat(limits.groupNameMax + 1))).toBe(text.groupNameTooLong);
  });
});

describe('dates', () => {
  it('accepts only real yyyy-mm-dd dates', () => {
    expect(isValidYmd('2026-02-28')).toBe(true);
    expect(isValidYmd('2028-02-29')).toBe(true);
    expect(isValidYmd('2026-02-29')).toBe(false);
    expect(isValidYmd('2026-13-01')).toBe(false);
    expect(isValidYmd('26-01-01')).toBe(false);
    expect(isValidYmd('2026-1-1')).toBe(false);
  });
  it('stores a chosen day as 23:59 local time of that day', () => {
    const due = new Date(endOfDayIso('2026-03-15'));
    expect([due.getFullYear(), due.getMonth(), due.getDate(), due.getHours(), due.getMinutes()]).toEqual([
      2026, 2, 15, 23, 59,
    ]);
  });
  it('recognises ISO date-times', () => {
    expect(isIsoDateTime('2026-03-15T23:59:00.000Z')).toBe(true);
    expect(isIsoDateTime('2026-03-15T23:59:00+02:00')).toBe(true);
    expect(isIsoDateTime('2026-03-15')).toBe(false);
    expect(isIsoDateTime('tomorrow')).toBe(false);
    expect(isIsoDateTime('2026-02-30T10:00:00Z')).toBe(false);
  });
});

describe('request schemas (shared/contract/requests/)', () => {
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
  it('parses a profile update', () => {
    expect(parseProfileUpdate({ email: ' a@b.co ', bio: ' hi ' })).toEqual({ email: 'a@b.co', bio: 'hi' });
    expect(parseProfileUpdate({})).toEqual({});
    refuses(() => parseProfileUpdate({ email: 'nope' }), text.emailInvalid);
    expect(checkEmail('')).toBeNull();
  });
});
