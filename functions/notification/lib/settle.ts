/**
 * Answering a team request (accept, reject, or deleting it while open), shared by those routes:
 * the note's change, the caller's profile and the sender's side in ONE transaction, each element
 * conditioned on the request still being open.
 */
import { teamTexts } from '../../../shared/messages';
import type { NoteItem } from '../../data/items';
import { accountGone, dropPending } from '../../data/team';
import { cancellations, type TransactItem, transact } from '../../data/transactions';
import { Conflict } from '../../lib/errors';

/**
 * Runs `[noteChange, recipientSide, ...senderSide]`; `senderSide` starts with the sender's profile
 * update (which reports a missing profile). Answers 'senderGone' when the sender's account no
 * longer exists: the request is then closed on the caller's side alone (the note change and the
 * caller's pending entry) in a second transaction. A request answered meanwhile is 409.
 */
export async function settleRequest(
  note: NoteItem,
  noteChange: TransactItem,
  recipientSide: TransactItem,
  senderSide: [TransactItem, ...TransactItem[]],
): Promise<'done' | 'senderGone'> {
  try {
    await transact([noteChange, recipientSide, ...senderSide]);
    return 'done';
  } catch (error) {
    const reasons = cancellations(error);
    if (!reasons) throw error;
    if (reasons[0]?.conditionFailed) throw new Conflict(teamTexts.requestAnswered);
    if (!accountGone(reasons[2])) throw new Conflict(teamTexts.teamChanged);
  }
  try {
    await transact([noteChange, dropPending(note.recipientId, note.fromUserId, note.id)]);
  } catch (error) {
    if (cancellations(error)) throw new Conflict(teamTexts.requestAnswered);
    throw error;
  }
  return 'senderGone';
}
