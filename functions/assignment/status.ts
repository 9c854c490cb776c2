/**
 * POST /api/notification/get-assignments-status: `{ todos }` are the grouped "Assigned by you" rows;
 * answers a map from copy id to its completed flag, for the copies those rows list. With
 * `steps: true` (an extension) the map also holds each copy's ticked steps as
 * `<copyId>:<stepId>: true`, so the assigner sees every assignee's progress (same reads).
 *
 * Only copies the caller assigned are answered: each copy carries its assignerId, checked here.
 * Anything else (another user's task, a stranger's copy, an id that is not ours) is left out of the
 * map rather than refused, so a stale or mixed list still gets the answers that are the caller's,
 * and a stranger learns nothing (their answer is {}).
 * Reads: one BatchGetItem per 100 copies, in parallel (none when no copy is listed); at most 2000
 * copies per request (400 above). DynamoDB calls: infra/route-settings.ts. The body may be up to 1 MiB: the original
 * client sends every grouped row it holds (docs/compat.md#assignments).
 */

import { assignmentsStatusBody } from '@shared/contract/requests/assignment';
import { copyCompletion } from '../data/tasks/assignments';
import { createHandler } from '../lib/handler';
import { statusCopies } from './lib/rows';

/** Room for statusCopiesMax copies in grouped rows of about 0.4 KB plus 60 B per assignee. */
const maxBodyBytes = 1024 * 1024;

export const handler = createHandler('notification-get-assignments-status', {
  body: assignmentsStatusBody,
  maxBodyBytes,
  handle: async ({ input, user }) => {
    const copies = statusCopies(input.todos);
    return copies.length === 0 ? {} : copyCompletion(user.id, copies, input.steps === true);
  },
});
