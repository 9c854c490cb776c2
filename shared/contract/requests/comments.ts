/** Bodies and query strings of the comment routes (docs/api.md#comments). */
import * as v from 'valibot';
import { commentLimits } from '../../limits';
import { commentTexts } from '../../messages/server';
import { inputTexts } from '../../messages/validation';
import { isWellFormedText } from '../../validation';
import { body, requiredText } from './fields';

/** A comment's text: plain text, 1-2,000 characters after trimming (answered trimmed). */
const commentText = v.pipe(
  requiredText('text', commentTexts.textRequired),
  v.trim(),
  v.nonEmpty(commentTexts.textRequired),
  v.maxLength(commentLimits.textMax, commentTexts.textTooLong),
  v.check(isWellFormedText, inputTexts.textNotUnicode),
);

/** POST /api/tasks/{id}/comments and POST /api/tasks/{id}/comments/{commentId}: `{ text }`. */
export const commentBody = body({ text: commentText }, { text: commentTexts.textRequired });

/** GET /api/tasks/{id}/comments?cursor=: the `next` of the page before, or none for the first page. */
export const commentsQuery = v.object({
  cursor: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(40)),
});
