/** The open request a route answers: one of the caller's own notes, so anyone else's id is 404. */
import { teamTexts } from '../../../shared/messages';
import type { NoteItem } from '../../data/items';
import { getNote } from '../../data/notes';
import { Conflict, NotFound } from '../../lib/errors';
import { idParam } from './params';

/** The caller's unanswered request `{id}`: 404 when they have none by that id, 409 when answered. */
export async function openRequest(
  params: Record<string, string | undefined>,
  userId: string,
): Promise<NoteItem> {
  const id = idParam(params, teamTexts.requestNotFound);
  const note = await getNote(userId, id);
  if (note?.kind !== 'request') throw new NotFound(teamTexts.requestNotFound);
  if (note.isProcessed) throw new Conflict(teamTexts.requestAnswered);
  return note;
}
