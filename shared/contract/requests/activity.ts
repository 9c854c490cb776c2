/** The task history's requests (docs/api.md#activity). */
import * as v from 'valibot';
import { body, optionalBoolean } from './fields';

/** GET /api/tasks/{id}/activity?cursor=: the `next` of the previous page, or none for the newest. */
export const activityQuery = v.object({
  cursor: v.pipe(
    v.optional(v.string(), ''),
    v.transform((cursor) => cursor || undefined),
  ),
});

/** POST /api/tasks/{id}/activity/{entryId}/revert: `force` reverts over later changes of the fields. */
export const revertBody = body({ force: optionalBoolean('force') });
