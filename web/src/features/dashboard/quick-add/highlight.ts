/**
 * The add-task input's reading of the line as it is typed (docs/quick-add.md, decision 0137): the
 * shared parser run on the browser's zone with the lists the user can add to (and a shared list's
 * members), the stretches turned back into text kept as plain, and what it understood said in words.
 * Pure: the layer (./QuickAddLayer.tsx) holds the state.
 */
import { quickAddWords as words } from '@shared/messages/quick-add';
import { parseQuickAdd, type QuickAddPart, type QuickAddResult } from '@shared/quick-add/parse';
import { summariseRepeat } from '@shared/repeat';
import type { Group } from '@shared/types';
import { formatDue, todayYmd } from '../../../tasks/format';

/** A stretch of the line kept as text, with the text it held (so it follows the user's edits). */
export interface PlainStretch {
  start: number;
  end: number;
  text: string;
}

/** The browser's IANA zone (UTC when it names none). */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The lists a line may name: the user's own groups and the shared lists they may add to. */
export const listsOf = (groups: readonly Group[]) =>
  groups
    .filter((group) => !group.builtIn && group.shared?.role !== 'viewer')
    .map((group) => ({ _id: group._id, name: group.name }));

/** A shared list's people ("+username"): its owner and members. */
export const membersOf = (group: Group | undefined) =>
  group?.shared ? [group.shared.owner, ...(group.shared.members ?? [])] : [];

/**
 * The plain stretches after an edit: each one still where it was, or moved with the text around it
 * (found again by its text, the nearest), or dropped when its text is gone.
 */
export function followEdit(plain: readonly PlainStretch[], text: string): PlainStretch[] {
  return plain.flatMap((stretch) => {
    if (text.slice(stretch.start, stretch.end) === stretch.text) return [stretch];
    const at = text.indexOf(stretch.text);
    return at < 0 ? [] : [{ ...stretch, start: at, end: at + stretch.text.length }];
  });
}

export function readLine(
  text: string,
  plain: readonly PlainStretch[],
  groups: readonly Group[],
  home: string,
  now = new Date(),
): QuickAddResult {
  const lists = listsOf(groups);
  const options = { now, timeZone: browserZone(), lists, plain };
  const first = parseQuickAdd(text, options);
  const target = groups.find((group) => group._id === (first.list?._id ?? home));
  const members = membersOf(target);
  return members.length > 0 ? parseQuickAdd(text, { ...options, members }) : first;
}

/** A due day as said: today, tomorrow, or the date. */
function dayWord(day: string): string {
  const today = todayYmd();
  if (day === today) return words.today;
  const next = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return day === next ? words.tomorrow : formatDue(day);
}

/** What was understood, in words: "Due Fri, Dec 4 17:00, repeats every Friday, priority 1". */
export function summaryOf(result: QuickAddResult, groups: readonly Group[]): string {
  const said: string[] = [];
  if (result.due) said.push(words.due(dayWord(result.due.day), result.due.time));
  const repeat = result.repeat ? summariseRepeat(result.repeat) : null;
  if (repeat) said.push(words.repeats(repeat));
  if (result.priority) said.push(words.priority(result.priority));
  for (const label of result.labels) said.push(words.label(label));
  if (result.list) said.push(words.list(result.list.name));
  if (result.star) said.push(words.star);
  const people = new Map(groups.flatMap((group) => membersOf(group)).map((p) => [p._id, p.username]));
  for (const id of result.assignees) said.push(words.assignee(people.get(id) ?? ''));
  return said.join(', ');
}

/** The line cut into runs of text and highlights, in order, for the mirror behind the input. */
export function runsOf(text: string, parts: readonly QuickAddPart[]) {
  const runs: { text: string; kind: QuickAddPart['kind'] | null }[] = [];
  let at = 0;
  for (const part of parts) {
    if (part.start > at) runs.push({ text: text.slice(at, part.start), kind: null });
    runs.push({ text: part.text, kind: part.kind });
    at = part.end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), kind: null });
  return runs;
}

/** The highlight that ends right where the caret is (Backspace there turns it back into text). */
export const partEndingAt = (parts: readonly QuickAddPart[], caret: number) =>
  parts.find((part) => part.end === caret);
