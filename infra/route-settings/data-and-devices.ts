/**
 * The settings of data in and out (functions/portability/, the calendar feed of functions/calendar/),
 * the avatar (functions/image/), Web Push devices (functions/push/) and the load-test routes
 * (functions/burn/). One part of the table of infra/route-settings.ts.
 */
import { read, write } from './presets';
import type { AreaSettings } from './types';

export const dataRouteSettings = {
  /**
   * Data in and out. The export reads the partition (one Query, paged) and one BatchGet
   * of names and copy states; a large one runs longer and keeps the document in memory twice.
   */
  'portability-export': {
    ...read,
    memoryMb: 1024,
    timeoutSeconds: 29,
    exports: true,
    ddbCalls: 3,
    ddbCallsWhy: "a BatchGet reads the names of teammates, assignees and senders and the assignees' copies",
  },
  'portability-export-group-csv': {
    ...read,
    ddbCalls: 3,
    ddbCallsWhy: 'the group is read, then its tasks; a BatchGet reads the assignees of its assignments',
  },
  'portability-import': {
    ...write,
    memoryMb: 1024,
    timeoutSeconds: 29,
    ddbCalls: 5,
    ddbCallsWhy:
      'the import record and the existing groups are read, then one transaction per 97 items (each with the counters and the progress; the first also carries an Idempotency-Key claim)',
  },
  'calendar-token-create': write,
  'calendar-token-delete': write,
  'calendar-feed': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "a rate window is counted, the token looked up, then the tasks and groups read beside the owner's shared lists (their tasks: one BatchGet and one Query per list owner more)",
  },
  'image-upload': { ...write, avatars: true },
  'image-get': { ...read, ddbCalls: 1 },
  /** Allocates up to 400 MB (SPEC.md section 9) on top of the runtime's own ~100 MB. */
  'burn-memory': { ...read, memoryMb: 1024, loadTest: true, ddbCalls: 1 },
  'burn-rps': { ...read, loadTest: true, ddbCalls: 1 },
  'push-public-key': { ...read, ddbCalls: 1, vapidSecret: true },
  'push-subscribe': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: "the caller's devices are listed to drop the oldest beyond 10 in the same transaction",
  },
  'push-unsubscribe': write,
} as const satisfies AreaSettings;
