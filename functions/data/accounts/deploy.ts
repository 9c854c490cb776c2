/**
 * The deploy itself, one item (`DEPLOY`): who owns it and its settings (shared/accounts.ts). It
 * starts absent: the settings' defaults hold and nobody owns the deploy until the setup link is
 * used (functions/admin/claim.ts). The owner is also marked on their profile (`role`), so that the
 * session read tells every route who is asking; the two are always written in one transaction.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type DeploySettings,
  defaultSettings,
  isAdminRole,
  type RegistrationMode,
  registrationModes,
} from '@shared/accounts';
import { accountTexts } from '@shared/messages/server';
import { env } from '../../lib/env';
import { Conflict, NotFound } from '../../lib/errors';
import { db, tableName } from '../core/client';
import { keys } from '../core/keys';
import { TransactionCancelled, tags, transact } from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import { roleOf, type UserItem } from './users';

interface DeployItem extends Partial<DeploySettings> {
  pk: string;
  sk: string;
  ownerId?: string;
}

const deployTag = 'deploy';

const initialRegistration = (): RegistrationMode =>
  registrationModes.find((mode) => mode === env.registrationDefault) ?? 'open';

/** The settings an item holds, the defaults filling in what nobody set. */
function settingsOf(item: DeployItem | undefined): DeploySettings {
  const defaults = defaultSettings(initialRegistration());
  return {
    registration: item?.registration ?? defaults.registration,
    allowedDomains: item?.allowedDomains ?? defaults.allowedDomains,
    membersCanInvite: item?.membersCanInvite ?? defaults.membersCanInvite,
    requireTwoFactorForAdmins: item?.requireTwoFactorForAdmins ?? defaults.requireTwoFactorForAdmins,
  };
}

/** The deploy's owner (undefined: unclaimed) and its settings, defaults filled in. */
export async function getDeploy(): Promise<{ ownerId: string | undefined; settings: DeploySettings }> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.deploy(), ConsistentRead: true }),
  );
  const item = Item as DeployItem | undefined;
  return { ownerId: item?.ownerId, settings: settingsOf(item) };
}

/**
 * Whether the deploy requires `user` to sign in with a second factor: an admin or the owner while
 * `requireTwoFactorForAdmins` is on. Reads the deploy (unless its `settings` are given) only for an
 * admin or the owner, so no one else's request pays for the rule.
 */
export async function twoFactorRequiredOf(
  user: Pick<UserItem, 'role'>,
  settings?: DeploySettings,
): Promise<boolean> {
  if (!isAdminRole(roleOf(user))) return false;
  return (settings ?? (await getDeploy()).settings).requireTwoFactorForAdmins;
}

/** Whether the account signs in with a second factor: codes from an app, or a passkey (two factors itself). */
export const hasSecondFactor = (user: Pick<UserItem, 'twoFactor' | 'passkeyCount'>): boolean =>
  user.twoFactor === true || (user.passkeyCount ?? 0) > 0;

/**
 * Whether `user` must set up a second factor before anything else (docs/api.md#two-factor-sign-in):
 * the deploy requires one of them, and they have none. Reads nothing for an account that has one.
 */
export const mustSetUpTwoFactor = async (
  user: Pick<UserItem, 'role' | 'twoFactor' | 'passkeyCount'>,
  settings?: DeploySettings,
): Promise<boolean> => !hasSecondFactor(user) && (await twoFactorRequiredOf(user, settings));

/**
 * Makes `user` the owner of a deploy nobody owns. NotFound once someone does: the setup link is dead.
 */
export async function claimDeploy(user: UserItem, unit: UnitOfWork): Promise<void> {
  try {
    await transact(
      [
        {
          tag: deployTag,
          write: {
            Update: {
              TableName: tableName,
              Key: keys.deploy(),
              UpdateExpression: 'SET ownerId = :owner',
              ConditionExpression: 'attribute_not_exists(ownerId)',
              ExpressionAttributeValues: { ':owner': user.id },
            },
          },
        },
        ownerRoleWrite(user.id, 'owner'),
      ],
      unit,
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailed(deployTag))
      throw new NotFound(accountTexts.setupLinkInvalid);
    throw error;
  }
}

/** The profile write that gives a role, conditioned on the account existing. */
function ownerRoleWrite(userId: string, role: 'owner' | 'admin') {
  return {
    tag: tags.profile(userId),
    write: {
      Update: {
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET #role = :role',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': role },
      },
    },
  };
}

/**
 * Hands the deploy from its owner to another account, which must exist and not be disabled; the
 * former owner becomes an admin. Conflict when the caller no longer owns it (a transfer raced).
 */
export async function transferDeploy(ownerId: string, toUserId: string, unit: UnitOfWork): Promise<void> {
  const target = tags.profile(toUserId);
  try {
    await transact(
      [
        {
          tag: deployTag,
          write: {
            Update: {
              TableName: tableName,
              Key: keys.deploy(),
              UpdateExpression: 'SET ownerId = :to',
              ConditionExpression: 'ownerId = :from',
              ExpressionAttributeValues: { ':to': toUserId, ':from': ownerId },
            },
          },
        },
        ownerRoleWrite(ownerId, 'admin'),
        {
          tag: target,
          write: {
            Update: {
              TableName: tableName,
              Key: keys.user(toUserId),
              UpdateExpression: 'SET #role = :owner',
              // Not to an account being deleted: the deploy would lose its owner with it.
              ConditionExpression:
                'attribute_exists(pk) AND attribute_not_exists(deleting) AND NOT disabled = :true',
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: { ':owner': 'owner', ':true': true },
            },
          },
        },
      ],
      unit,
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailed(target))
      throw new NotFound(accountTexts.transferTargetInvalid);
    if (error instanceof TransactionCancelled && error.conditionFailed(deployTag))
      throw new Conflict(accountTexts.ownerOnly);
    throw error;
  }
}

/** Sets the settings given, keeping the others (one UpdateItem); answers them all. */
export async function updateSettings(
  changes: Partial<DeploySettings>,
  unit: UnitOfWork,
): Promise<DeploySettings> {
  unit.keepsAnswerOnly();
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return (await getDeploy()).settings;
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.deploy(),
      UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return settingsOf(Attributes as DeployItem);
}
