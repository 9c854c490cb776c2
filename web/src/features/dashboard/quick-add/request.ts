/**
 * A quick-add line's change as the outbox keeps it (decision 0137): todo/quick-add's body (the line
 * trimmed, its plain stretches, the zone, the instant it was read, the form's star and due day) and
 * the `preview` the list shows until the answer: the browser's reading of the same line at the same
 * instant, so a replay or a reload shows what the user saw.
 */
import type { Group } from '@shared/types';
import { queued } from '../../../api/mutation';
import type { QuickAddRequest } from '../../../tasks/api/quick-add-control';
import { tempId } from '../../../tasks/format';
import { browserZone, readLine } from './highlight';

export interface QuickAddLine {
  /** The line, trimmed; `plain` offsets count in it. */
  line: string;
  plain: { start: number; end: number }[];
  groups: readonly Group[];
  /** The entry it was typed in. */
  home: string;
  user: string;
  important: boolean;
  dueDay: string | null;
  now?: Date;
  id?: string;
}

export function quickAddRequest({
  line,
  plain,
  groups,
  home,
  user,
  important,
  dueDay,
  now = new Date(),
  id = tempId(),
}: QuickAddLine): QuickAddRequest {
  const kept = plain.map((s) => ({ ...s, text: line.slice(s.start, s.end) }));
  const read = readLine(line, kept, groups, home, now);
  const description = read.title === '' ? line : read.title;
  const body = {
    text: line,
    timeZone: browserZone(),
    plain,
    at: now.toISOString(),
    groupId: home,
    important,
    dueDay,
  };
  return {
    ...queued('todo-quick-add', {
      body,
      tempId: id,
      what: { kind: 'createTask', name: description },
      touches: [id],
      preview: {
        description,
        dueDay: read.due?.day ?? dueDay,
        dueTime: read.due?.time ?? null,
        important: read.star || important,
        priority: read.priority ?? 4,
        repeat: read.repeat,
        groupId: read.list?._id ?? home,
        user,
      },
    }),
    tempId: id,
  };
}
