/**
 * Which stream records may invoke the fan-out, declared once: the CDK event source mapping's filter
 * (infra/constructs/realtime.ts) and the local stream poller (scripts/local/stream-poller.ts) both
 * use it. Only items of a user partition that some user must hear of pass: profiles, groups,
 * tasks, "Assigned by you" rows and notes. Connections, sessions-only items, rate-limit counters
 * and username claims never invoke it. (A profile change that only touches sessions passes the
 * filter, which cannot compare images; the fan-out drops it: functions/realtime/audience.ts.)
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { profileSortKey, skPrefix, userPartitionPrefix } from '../data/core/keys';

export const liveSortKeyPrefixes = [
  skPrefix.group,
  skPrefix.todo,
  skPrefix.assignment,
  skPrefix.note,
] as const;
export const liveSortKeyExact = [profileSortKey] as const;
export const livePartitionPrefix = userPartitionPrefix;

/** The Lambda event filter pattern (one pattern; the values in each array are alternatives). */
export const liveFilterPattern = {
  dynamodb: {
    Keys: {
      pk: { S: [{ prefix: livePartitionPrefix }] },
      sk: { S: [...liveSortKeyExact, ...liveSortKeyPrefixes.map((prefix) => ({ prefix }))] },
    },
  },
} as const;

/** The same filter, applied to one record (the local poller has no Lambda to apply it). */
export function matchesLiveFilter(record: DynamoDBRecord): boolean {
  const pk = record.dynamodb?.Keys?.pk?.S;
  const sk = record.dynamodb?.Keys?.sk?.S;
  if (!pk?.startsWith(livePartitionPrefix) || sk === undefined) return false;
  return (
    (liveSortKeyExact as readonly string[]).includes(sk) ||
    liveSortKeyPrefixes.some((prefix) => sk.startsWith(prefix))
  );
}
