/**
 * The sign-up: the profile and the username claim written in one transaction, with the invitation's
 * use when the sign-up came through one (./invites.ts `inviteUse`), the verification link a
 * `domain` deploy mails, or the claim on an address an invitation's mail proved (./email-addresses.ts). Apart from ./users.ts, which every route reads,
 * so that the profile's module needs neither the invitations nor the addresses.
 */
import { serverErrors } from '@shared/messages/server';
import { Conflict } from '../../lib/errors';
import { tableName } from '../core/client';
import { directoryKeys, keys, userSearchKeys } from '../core/keys';
import { TransactionCancelled, tags, transact } from '../core/transactions';
import { noKey } from '../core/unit-of-work';
import { claimWrite, type NewVerification, verificationWrites } from './email-addresses';
import type { InviteUse } from './invites';
import type { SessionEntry } from './session-entries';
import type { UserItem } from './users';

export interface NewUser {
  id: string;
  username: string;
  passwordHash: string;
  /** The session the sign-up starts; none when the account must verify its address first. */
  session?: { id: string; entry: SessionEntry };
  createdAt: string;
  /** The address a `domain` deploy asked for at sign-up ('' otherwise). */
  email?: string;
  /** On a `domain` deploy: the account signs in once this verification link is used (./email-addresses.ts). */
  verification?: NewVerification;
  /**
   * `email` came with an invitation mailed to it, whose link the sign-up presented: the address is
   * verified and becomes the recovery address, unless another account has it as its own.
   */
  emailProved?: boolean;
}

/**
 * Creates the profile and the username claim in one transaction; the claim's condition makes names
 * unique (a taken name, in any case, is Conflict). `joining`: the invitation the sign-up used, whose
 * use and whose inviter's side of the new team link commit in the same transaction
 * (./invites.ts `inviteUse`).
 */
export async function createUser(input: NewUser, joining?: InviteUse): Promise<UserItem> {
  try {
    return await writeUser(input, joining);
  } catch (error) {
    // The proved address is another account's recovery address: the account is made with the
    // address shown, unverified, as a typed one would be (its owner may verify it later).
    if (
      input.emailProved &&
      error instanceof TransactionCancelled &&
      error.conditionFailed(emailClaimTag(input))
    )
      return writeUser({ ...input, emailProved: false }, joining);
    throw error;
  }
}

const emailClaimTag = (input: NewUser) => tags.emailClaim((input.email ?? '').toLowerCase());

async function writeUser(input: NewUser, joining?: InviteUse): Promise<UserItem> {
  const { verification } = input;
  const proved = input.emailProved === true && Boolean(input.email);
  const usernameLower = input.username.toLowerCase();
  const item: UserItem = {
    ...keys.user(input.id),
    type: 'user',
    id: input.id,
    username: input.username,
    usernameLower,
    email: input.email ?? '',
    bio: '',
    coverImg: null,
    createdAt: input.createdAt,
    lastSeenAt: input.createdAt,
    totalTasks: 0,
    completedTasks: 0,
    totalTeams: joining ? 1 : 0,
    team: joining ? { [joining.inviterId]: input.createdAt } : {},
    pending: {},
    assignedToMe: {},
    // New accounts open on what is due (docs/api.md#upcoming); older ones keep Today.
    startView: 'upcoming',
    passwordHash: input.passwordHash,
    sessions: input.session ? { [input.session.id]: input.session.entry } : {},
    ...userSearchKeys(usernameLower),
    ...directoryKeys(usernameLower),
    ...(verification ? { mustVerifyEmail: true, emailVerifyHash: verification.hash } : {}),
    ...(proved ? { emailVerified: true, recoveryEmail: input.email, recoverySeq: 1 } : {}),
  };
  const claimTag = tags.usernameClaim(usernameLower);
  try {
    await transact(
      [
        {
          tag: claimTag,
          write: {
            Put: {
              TableName: tableName,
              Item: { ...keys.usernameClaim(usernameLower), type: 'usernameClaim', userId: input.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        },
        {
          tag: tags.profile(input.id),
          write: {
            Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
          },
        },
        ...(joining ? joining.writes(input.id, input.createdAt) : []),
        // Mailed before any session exists: its click alone verifies (./email-addresses.ts `signUp`).
        ...(verification ? [verificationWrites(input.id, item.email, verification, { signUp: true })] : []),
        ...(proved ? [claimWrite(input.id, item.email)] : []),
      ],
      // Sign-up is public: it takes no Idempotency-Key (shared/idempotency.ts).
      noKey,
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailed(claimTag))
      throw new Conflict(serverErrors.usernameTaken);
    if (error instanceof TransactionCancelled) joining?.explain(error);
    throw error;
  }
  return item;
}
