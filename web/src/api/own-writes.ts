/**
 * This page's own writes (docs/realtime.md#own-echo): the api client notes each request it sends
 * with an Idempotency-Key, and a live message that names a change by the key of the write that made
 * it is read again only by the pages that do not hold that write's answer. A message that comes
 * before the answer waits for it; a write that got no answer (a lost answer, a refusal) is read
 * again.
 */
import type { LiveChange, LiveTopic } from '@shared/live';

/** Whether each keyed write of this page was answered, by key; the newest ones only. */
const answers = new Map<string, Promise<boolean>>();
const keptAnswers = 200;

/** Notes a keyed request: `answer` settles with its answer or its failure. */
export function noteOwnWrite(key: string, answer: Promise<unknown>): void {
  answers.delete(key);
  answers.set(
    key,
    answer.then(
      () => true,
      () => false,
    ),
  );
  if (answers.size > keptAnswers) answers.delete(answers.keys().next().value as string);
}

export interface Reread {
  /** Topics to read again now. */
  now: LiveTopic[];
  /** Topics of this page's own writes: read again only if `answered` settles false. */
  later: { answered: Promise<boolean>; topics: LiveTopic[] }[];
}

/** What this page reads again for one live message. */
export function rereadOf(change: LiveChange): Reread {
  if (!change.always) return { now: change.topics, later: [] };
  const reread: Reread = { now: [...change.always], later: [] };
  for (const { key, topics } of change.writes ?? []) {
    const answered = answers.get(key);
    if (answered) reread.later.push({ answered, topics });
    else reread.now.push(...topics);
  }
  return reread;
}
