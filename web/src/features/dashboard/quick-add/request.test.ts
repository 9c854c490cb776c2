/**
 * A quick-add line's change (request.ts) as the changes table shows it (tasks/api/changes.ts): the
 * browser's reading, in the list the line names, under the id the list shows meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { server } from '../../../../../tests/support/dashboard-changes';
import { type OutboxEntry, settledIds } from '../../../api/outbox/state';
import { knowSettledIds, withPending } from '../../../tasks/api/changes';
import { quickAddRequest } from './request';

// The table reads the page's answered ids as outbox-change.ts gives them when it loads it.
knowSettledIds(settledIds);

describe('a quick-add line', () => {
  it("shows the browser's reading in the list it names, and settles under the saved task", () => {
    const now = new Date('2026-11-02T10:00:00.000Z');
    const request = quickAddRequest({
      line: 'Pay rent tomorrow 5pm every friday !1 #Work',
      plain: [{ start: 0, end: 3 }],
      groups: server(),
      home: 'today',
      user: 'u1',
      important: false,
      dueDay: null,
      now,
      id: 'temp-q',
    });
    expect(request.body).toMatchObject({
      text: 'Pay rent tomorrow 5pm every friday !1 #Work',
      at: now.toISOString(),
    });
    const shown = withPending(server(), [
      structuredClone({ ...request, id: '0001', key: 'k' }) as OutboxEntry,
    ]);
    const work = shown.find((group) => group._id === 'g2');
    expect(work?.todo[0]).toMatchObject({
      _id: 'temp-q',
      description: 'Pay rent',
      priority: 1,
      dueDay: '2026-11-06',
      dueTime: '17:00',
      repeat: { rule: 'FREQ=WEEKLY;BYDAY=FR', from: 'due' },
    });
  });
});
