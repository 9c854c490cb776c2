/**
 * POST /api/labels `{ name, color? }` (docs/api.md#labels): a new label of the caller's. A name the
 * caller has already (case-insensitively) or going past 200 labels answers 400, and nothing is saved.
 */
import { newLabelBody } from '@shared/contract/requests/labels';
import { createLabel, toLabel } from '../data/lists/labels';
import { createHandler, Reply } from '../lib/handler';

export const handler = createHandler('labels-create', {
  body: newLabelBody,
  handle: async ({ user, input, unit }) =>
    new Reply(toLabel(await createLabel(user.id, input, unit)), { statusCode: 201 }),
});
