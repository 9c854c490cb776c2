/**
 * The request of a comment the outbox keeps (docs/api.md#comments), as data like ./requests.ts's:
 * apart from them, so that the first download, which carries those, does not carry this one.
 */
import { queued } from '../../api/mutation';

/** A comment on the task `taskId`: the board shows the task waiting meanwhile. */
export const commentRequest = (taskId: string, description: string, text: string) =>
  queued('comments-create', {
    params: { id: taskId },
    body: { text },
    what: { kind: 'comment', name: description },
    touches: [taskId],
  });
