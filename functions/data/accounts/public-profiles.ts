/**
 * Public profiles (get-user-info, search/user, get-teammates): the profile fields anyone signed in
 * may see, with the user's team resolved to `{ _id, username, coverImg }`. The reads project only
 * public fields, so the password hash and sessions never even leave DynamoDB.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ui } from '@shared/messages/screens';
import type { PublicUser, TeamMemberSummary } from '@shared/types';
import { getItems } from '../core/batch';
import { db, tableName } from '../core/client';
import { keys } from '../core/keys';
import { publicProfileFields } from './profile-fields';
import { getUserSummaries, type PublicItem, toPublicUser, toSummary, type UserItem } from './users';

const projection = {
  ProjectionExpression: publicProfileFields.map((_, i) => `#f${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(publicProfileFields.map((name, i) => [`#f${i}`, name])),
};

/** Team member ids in the order they joined. */
const teamIds = (item: Pick<PublicItem, 'team'>): string[] =>
  Object.entries(item.team ?? {})
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([id]) => id);

/**
 * The profiles with their teams resolved. Members already among `known` (or among the profiles)
 * are not read again; the rest come in one BatchGet (none when there are none).
 */
async function withTeams(items: PublicItem[], known: TeamMemberSummary[]): Promise<PublicUser[]> {
  const summaries = new Map([...known, ...items.map(toSummary)].map((s) => [s._id, s]));
  const missing = [...new Set(items.flatMap(teamIds))].filter((id) => !summaries.has(id));
  for (const [id, summary] of await getUserSummaries(missing)) summaries.set(id, summary);
  const summary = (id: string) => summaries.get(id) ?? { _id: id, username: ui.unknownUser, coverImg: null };
  return items.map((item) => toPublicUser(item, teamIds(item).map(summary)));
}

/**
 * One user's public profile, or undefined when there is no such user: a consistent GetItem, plus
 * one BatchGet of their team members not in `known`.
 */
export async function getPublicProfile(
  userId: string,
  known: TeamMemberSummary[] = [],
): Promise<PublicUser | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.user(userId), ConsistentRead: true, ...projection }),
  );
  const item = result.Item as PublicItem | undefined;
  if (!item) return undefined;
  const [profile] = await withTeams([item], known);
  return profile;
}

/**
 * Many users' public profiles in the order of `userIds`, skipping accounts that are gone: one
 * BatchGet of the profiles, plus one of the members of their teams not among them or `known`.
 */
export async function getPublicProfiles(
  userIds: string[],
  known: TeamMemberSummary[] = [],
): Promise<PublicUser[]> {
  if (userIds.length === 0) return [];
  const found = await getItems<PublicItem & { pk: string; sk: string }>(
    userIds.map((id) => keys.user(id)),
    { projection: [...publicProfileFields] },
  );
  const byId = new Map([...found.values()].map((item) => [item.id, item]));
  const items = userIds.flatMap((id) => byId.get(id) ?? []);
  return withTeams(items, known);
}

/** The user's teammates' public profiles, in the order they joined (the user's own summary is known). */
export const getTeammates = (user: UserItem): Promise<PublicUser[]> =>
  getPublicProfiles(teamIds(user), [toSummary(user)]);
