/**
 * The scalars and field sets the answers share (ids, times, days, avatars, a user's profile fields).
 * Not answers themselves: ../entities.ts does not export them.
 */
import * as v from 'valibot';

export const id = v.pipe(v.string(), v.description('A time-ordered id (ULID) or a built-in group id'));

export const isoTime = v.pipe(v.string(), v.description('An ISO 8601 date-time'));

export const day = v.pipe(v.string(), v.description('A calendar date, yyyy-mm-dd'));

/**
 * Extension: a date-only due is a calendar day, the same for every viewer (docs/decisions/0113).
 * `due` is then noon UTC of it, for the original client. Always sent by this server.
 */
export const dueDay = v.optional(v.nullable(day));

export const avatarUrl = v.nullable(
  v.pipe(v.string(), v.description('Site-relative avatar URL, /avatars/...')),
);

/** What every profile answer shows of a user. */
export const profileFields = {
  _id: id,
  username: v.string(),
  email: v.string(),
  bio: v.string(),
  coverImg: avatarUrl,
  createdAt: isoTime,
  totalTasks: v.number(),
  completedTasks: v.number(),
  totalTeams: v.number(),
};

/** A user by id and username (usernames never change): who did something, whose an item is. */
export const userRef = v.object({ _id: id, username: v.string() });
