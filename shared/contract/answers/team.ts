/**
 * The answers about people and what they say: comments, team requests, notifications, push,
 * search.
 */
import * as v from 'valibot';
import { teamMemberSummary } from './accounts';
import { id, isoTime } from './parts';

/**
 * The sender of a request or notification: flat, and again nested under `user` (the shape the
 * original client renders, docs/compat.md#the-sender). 'Unknown User' for a gone account.
 */
export const fromUser = v.object({ ...teamMemberSummary.entries, user: teamMemberSummary });

/** A comment on a task (docs/api.md#comments): plain text; `mentions` are audience members' ids. */
export const comment = v.object({
  _id: id,
  author: teamMemberSummary,
  text: v.string(),
  mentions: v.array(id),
  createdAt: isoTime,
  editedAt: v.nullable(isoTime),
});

/** GET /api/tasks/{id}/comments: a page, oldest first; `next` is the cursor of the next page, or null. */
export const commentPage = v.object({ comments: v.array(comment), next: v.nullable(v.string()) });

export const teamRequest = v.object({ _id: id, createdAt: isoTime, isProcessed: v.boolean(), fromUser });

export const notification = v.object({
  _id: id,
  createdAt: isoTime,
  message: v.string(),
  fromUser,
  /** Extension: the task a reminder or a completion notice is about. */
  todo: v.optional(id),
  /** Extension: the comment a mention (or a comment on a followed task) is about, on `todo`'s thread. */
  comment: v.optional(id),
});

/** GET /api/push/public-key: the VAPID public key, base64url (applicationServerKey). */
export const pushPublicKey = v.object({ publicKey: v.string() });

/** Completion flag by task copy id. */
export const assignmentStatus = v.record(v.string(), v.boolean());

export const searchResult = v.object({
  users: v.array(teamMemberSummary),
  /**
   * `groupId`: the group the task is stored in (as on a task). Extensions: `completed`, and
   * `groupName`, that group's name (absent when the read stopped before the user's groups).
   */
  todos: v.array(
    v.object({
      _id: id,
      description: v.string(),
      groupId: id,
      completed: v.optional(v.boolean()),
      groupName: v.optional(v.string()),
    }),
  ),
  groups: v.array(v.object({ _id: id, name: v.string() })),
});
