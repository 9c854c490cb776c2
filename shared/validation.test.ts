/** The shared input rules (validation.ts) the web and the server both apply. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limits } from './limits';
import { validation as text } from './messages/validation';
import {
  checkDescription,
  checkEmail,
  checkGroupName,
  checkNewPassword,
  checkUsername,
  isIsoDateTime,
  isValidYmd,
  isWellFormedText,
} from './validation';

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
  it('recognises ISO date-times', () => {
    expect(isIsoDateTime('2026-03-15T23:59:00.000Z')).toBe(true);
    expect(isIsoDateTime('2026-03-15T23:59:00+02:00')).toBe(true);
    expect(isIsoDateTime('2026-03-15')).toBe(false);
    expect(isIsoDateTime('tomorrow')).toBe(false);
    expect(isIsoDateTime('2026-02-30T10:00:00Z')).toBe(false);
  });
});

describe('email', () => {
  it('takes an empty one as none', () => expect(checkEmail('')).toBeNull());
});

describe('well-formed text', () => {
  it.each(['', 'plain', 'Ship 🚀', 'émile', '\u0000', '\ufffd'])('accepts %j', (text) => {
    expect(isWellFormedText(text)).toBe(true);
  });

  it.each(['\ud800', '\udfff', 'a\ud83d', '\ude80b', '🚀'.slice(0, 1), '\ude80\ud83d'])(
    'refuses %j',
    (text) => {
      expect(isWellFormedText(text)).toBe(false);
    },
  );

  it('agrees with a UTF-8 round trip for any string', () => {
    // Text and lone surrogate halves, mixed: a pair of halves may well form a valid emoji.
    const piece = fc.oneof(
      fc.string({ maxLength: 4, unit: 'grapheme' }),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        expect(isWellFormedText(text)).toBe(Buffer.from(text, 'utf8').toString('utf8') === text);
      }),
      { numRuns: 300 },
    );
  });
});
