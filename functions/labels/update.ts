/** POST /api/labels/{id} `{ name?, color? }` (docs/api.md#labels): renames or recolours one of the caller's labels. */
import { labelChangeBody } from '@shared/contract/requests/labels';
import { labelTexts } from '@shared/messages/labels';
import { toLabel, updateLabel } from '../data/lists/labels';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('labels-update', {
  body: labelChangeBody,
  handle: async ({ user, input, params, unit }) =>
    toLabel(await updateLabel(user.id, idParam(params, labelTexts.notFound), input, unit)),
});
