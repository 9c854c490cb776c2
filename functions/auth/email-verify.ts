/**
 * POST /api/auth/email/verify `{ token, password?, code? }` (public, docs/api.md#email): the address
 * a live verification link names becomes the account's verified recovery address, and is claimed
 * for it. A link made for a session (any but a sign-up's) needs the account's password, and a code
 * with two-factor sign-in on: the cookie alone must not move where recovery mail goes
 * (docs/decisions/0142-sensitive-changes-need-proof.md). Without them it answers 400
 * `passwordNeeded: true` and the link stays live. When a confirmation replaces a recovery address,
 * the old one is mailed an undo link. Link checks are limited per client address, the password and
 * code checks as the session routes' are. Public, so the link works in any browser.
 */
import { verifyEmailBody } from '@shared/contract/requests/accounts';
import { limits } from '@shared/limits';
import { accountTexts, recoveryTexts } from '@shared/messages/server';
import { type AddressProof, confirmAddress, liveVerification } from '../data/accounts/email-addresses';
import { recoveryOf, sameAddress } from '../data/accounts/recovery-address';
import { undoSeconds } from '../data/accounts/recovery-undo';
import type { UserItem } from '../data/accounts/users';
import { limitCodeChecks, limitLinkChecks } from '../data/core/rate-limits';
import { recoveryChangedMail } from '../lib/account-mail';
import { Invalid } from '../lib/errors';
import { createPublicHandler } from '../lib/handler';
import { newLinkToken, tokenHash } from '../lib/link-tokens';
import { sendMail } from '../lib/mail';
import { checkPassword } from '../lib/password-check';
import { requireProof } from '../lib/second-factor';
import { linkOrigin } from '../lib/site';

/** A link that needs the password (and code): the page asks for them, the link stays live. */
class ProofNeeded extends Invalid {
  override readonly details: Readonly<{ passwordNeeded: true; twoFactor: boolean; email: string }>;
  constructor(message: string, account: UserItem, email: string) {
    super(message);
    this.details = { passwordNeeded: true, twoFactor: account.twoFactor === true, email };
  }
}

/** The password and, with two-factor on, the code that confirm a session's link, each checked within its limits. */
async function proofFor(
  account: UserItem,
  email: string,
  input: { password?: string | undefined; code?: string | undefined },
  sourceIp: string,
  now: number,
): Promise<AddressProof> {
  if (!input.password) throw new ProofNeeded(recoveryTexts.passwordNeeded, account, email);
  await checkPassword(account, input.password, sourceIp);
  if (!account.twoFactor) return { passwordHash: account.passwordHash };
  if (!input.code) throw new ProofNeeded(accountTexts.resetNeedsCode, account, email);
  await limitCodeChecks(account.id, sourceIp, Math.floor(now / 1000));
  const secondFactor = requireProof(account, input.code, now);
  return { passwordHash: account.passwordHash, secondFactor };
}

export const handler = createPublicHandler('auth-email-verify', {
  body: verifyEmailBody,
  handle: async ({ input, sourceIp, log }) => {
    const now = Date.now();
    const nowSeconds = Math.floor(now / 1000);
    await limitLinkChecks('verify', sourceIp, {
      max: limits.linkChecksMax,
      windowSeconds: limits.linkCheckWindowMinutes * 60,
      nowSeconds,
    });
    const { link, account } = await liveVerification(tokenHash(input.token), nowSeconds);
    const proof = link.signUp ? null : await proofFor(account, link.email, input, sourceIp, now);
    const previous = recoveryOf(account);
    const undo = previous && !sameAddress(previous, link.email) ? newLinkToken() : null;
    await confirmAddress(
      link,
      account,
      proof,
      undo && { hash: undo.hash, email: previous, expiresAt: nowSeconds + undoSeconds },
      nowSeconds,
    );
    log.info('email verified', { userId: link.userId, replaced: Boolean(undo) });
    if (undo) {
      try {
        await sendMail(
          recoveryChangedMail(linkOrigin(), {
            to: previous,
            username: account.username,
            newAddress: link.email,
            token: undo.token,
          }),
        );
      } catch (error) {
        // The change stands; the operator must see that its notice did not go.
        log.error('recovery change mail failed', { error, userId: link.userId });
      }
    }
    return { message: accountTexts.emailVerified };
  },
});
