/**
 * The deploy's accounts as its admins see and change them (docs/api.md#admin): the directory index
 * (GSI3, ../core/keys.ts `directoryKeys`) pages through them by username with no Scan, and each change
 * of an account is one write conditioned on the role its admin saw, so that a role that changed
 * meanwhile (a promotion, a transfer) is never acted on with the old rights.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type AssignableRole, adminUsersPageSize, type UserRole } from '@shared/accounts';
import { accountTexts } from '@shared/messages/server';
import { Conflict } from '../../lib/errors';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import { directoryKeys, keys, userSearchKeys } from '../core/keys';
import { queryAll } from '../core/query';
import { TransactionCancelled, transact } from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import { joinParts } from '../core/update-parts';
import { resetLinkWrites } from './password-resets';
import type { UserItem } from './users';

/** What the directory index projects of a profile (../core/table.ts GSI3). */
export type DirectoryItem = Pick<
  UserItem,
  | 'id'
  | 'username'
  | 'email'
  | 'emailVerified'
  | 'role'
  | 'disabled'
  | 'twoFactor'
  | 'passkeyCount'
  | 'createdAt'
  | 'lastSeenAt'
>;

/** A key-ordered character after every character a username may hold (letters, digits, `.`, `-`, `_`). */
const afterAll = '~';
/** A character before every one a username may hold: `cursor + before` sorts right after `cursor`. */
const beforeAll = '!';

/**
 * One page of accounts by username, from `cursor` (the last username of the previous page) on,
 * those starting with `prefix` only when it is given. `next`: the cursor of the following page.
 */
export async function listAccounts(
  prefix: string,
  cursor: string,
): Promise<{ accounts: DirectoryItem[]; next: string | null }> {
  // A key condition takes no empty string: with neither cursor nor prefix, start before every name.
  const from = cursor && cursor >= prefix ? `${cursor}${beforeAll}` : prefix || beforeAll;
  const page = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI3',
      KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': directoryKeys('').gsi3pk,
        ':from': from,
        ':to': `${prefix}${afterAll}`,
      },
      Limit: adminUsersPageSize,
    }),
  );
  const accounts = (page.Items ?? []) as DirectoryItem[];
  const last = accounts.at(-1);
  return { accounts, next: page.LastEvaluatedKey && last ? last.username.toLowerCase() : null };
}

/**
 * The condition that the account still has the role its admin saw (a member has none stored); it
 * names the role `#role` and the role seen `:seen`.
 */
export function roleIs(seen: UserRole) {
  return seen === 'member'
    ? { condition: 'attribute_exists(pk) AND (attribute_not_exists(#role) OR #role = :seen)', seen }
    : { condition: '#role = :seen', seen };
}

/**
 * Gives an account a role and/or disables it (or enables it again). Disabling ends its sessions in
 * the same write: its open pages answer 401 on their next request and its live connections close.
 * Conflict when its role changed since `seenRole` was read. Answers the profile as written.
 */
export async function changeAccount(
  userId: string,
  seenRole: UserRole,
  change: { role?: AssignableRole; disabled?: boolean },
  unit: UnitOfWork,
): Promise<UserItem> {
  unit.keepsAnswerOnly();
  const sets: string[] = [];
  const removes: string[] = [];
  const values: Record<string, unknown> = { ':seen': seenRole };
  if (change.role === 'member') removes.push('#role');
  else if (change.role) {
    sets.push('#role = :role');
    values[':role'] = change.role;
  }
  if (change.disabled === true) {
    sets.push('disabled = :true', 'sessions = :none');
    Object.assign(values, { ':true': true, ':none': {} });
  } else if (change.disabled === false) removes.push('disabled');
  const guard = roleIs(seenRole);
  const update = joinParts({ set: sets, remove: removes }).UpdateExpression;
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        // Nothing to change still checks the role, so the answer is the account as it is.
        UpdateExpression: update || 'SET id = id',
        ConditionExpression: guard.condition,
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as UserItem;
  } catch (error) {
    if (isConditionFailed(error)) throw new Conflict(accountTexts.accountChanged);
    throw error;
  }
}

/**
 * Issues an admin's reset link for an account (./password-resets.ts) and ends the account's
 * sessions, conditioned on the role the admin saw.
 */
export async function issueAdminResetLink(
  userId: string,
  seenRole: UserRole,
  link: { hash: string; expiresAt: number },
  unit: UnitOfWork,
): Promise<void> {
  const guard = roleIs(seenRole);
  try {
    await transact(
      resetLinkWrites(userId, link.hash, link.expiresAt, {
        condition: guard.condition,
        names: { '#role': 'role' },
        values: { ':seen': seenRole },
        endSessions: true,
      }),
      unit,
    );
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new Conflict(accountTexts.accountChanged);
    throw error;
  }
}

/** Every first character a username may start with: the partitions of the username index (GSI1). */
const firstCharacters = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Puts every account made before the directory existed into it, once, when the deploy is claimed:
 * the username index (GSI1) lists every account, one Query per first character, and the directory
 * says which are in it already (so only the missing ones are written).
 */
export async function fillDirectory(): Promise<number> {
  const directory = directoryKeys('').gsi3pk;
  const [listed, ...byFirst] = await Promise.all([
    queryAll<{ id: string }>({
      IndexName: 'GSI3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': directory },
      ProjectionExpression: 'id',
    }),
    ...[...firstCharacters].map((first) =>
      queryAll<{ id: string; username: string }>({
        IndexName: 'GSI1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': userSearchKeys(first).gsi1pk },
      }),
    ),
  ]);
  const inDirectory = new Set(listed.map((item) => item.id));
  const missing = byFirst.flat().filter((account) => !inDirectory.has(account.id));
  for (const { id, username } of missing) {
    const keysOf = directoryKeys(username.toLowerCase());
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.user(id),
          UpdateExpression: 'SET gsi3pk = :dpk, gsi3sk = :dsk',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi3pk)',
          ExpressionAttributeValues: { ':dpk': keysOf.gsi3pk, ':dsk': keysOf.gsi3sk },
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
  return missing.length;
}
