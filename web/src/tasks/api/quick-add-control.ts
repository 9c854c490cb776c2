/**
 * What the add-task form asks of the quick-add layer when Enter is pressed (types only: the form
 * is in the first download, the layer is not).
 */

import type { Task } from '@shared/types';
import type { QueuedRequest } from '../../api/mutation';

/** A quick add's change as the outbox keeps it (its `tempId` names the task shown meanwhile). */
export type QuickAddRequest = QueuedRequest<{ todo: Task }> & { tempId: string };

export interface QuickAddControl {
  /**
   * The line as todo/quick-add takes it, read now, with the form's own star and due day; its
   * `preview` is the task the browser read (what the list shows until the answer). Null when
   * nothing is highlighted: the form then sends todo/create with the line as it is, as before.
   */
  sent: (form: { important: boolean; dueDay: string | null }) => QuickAddRequest | null;
}
