/**
 * The entities and bodies as TypeScript types, derived from the contract's schemas
 * (shared/contract), so a type cannot drift from what is validated and documented.
 * Ids are exposed as `_id`, dates as ISO 8601 strings.
 */
import type * as v from 'valibot';
import type * as answers from './contract/entities';
import type { signInBody } from './contract/requests/auth';
import type { createTodoBody } from './contract/requests/todo';

export type User = v.InferOutput<typeof answers.user>;
export type TeamMemberSummary = v.InferOutput<typeof answers.teamMemberSummary>;
export type PublicUser = v.InferOutput<typeof answers.publicUser>;
/** A task as the server sends it (own task, assigned copy, the assigner's view of a copy). */
export type Task = v.InferOutput<typeof answers.todo>;
export type Group = v.InferOutput<typeof answers.group>;
/** A shared list's members, and one's role in a list (the owner's is `owner`). */
export type ListMembers = v.InferOutput<typeof answers.listMembers>;
export type ListRole = v.InferOutput<typeof answers.listRole>;
export type TaskComment = v.InferOutput<typeof answers.comment>;
export type CommentPage = v.InferOutput<typeof answers.commentPage>;
/** One step of a task's checklist, and how a task repeats, as answered. */
export type Step = v.InferOutput<typeof answers.step>;
export type Repeat = v.InferOutput<typeof answers.repeat>;
export type FromUser = v.InferOutput<typeof answers.fromUser>;
export type TeamRequest = v.InferOutput<typeof answers.teamRequest>;
export type Notification = v.InferOutput<typeof answers.notification>;
export type AssignmentStatus = v.InferOutput<typeof answers.assignmentStatus>;
export type SearchResult = v.InferOutput<typeof answers.searchResult>;
export type CountersBody = v.InferOutput<typeof answers.countersBody>;
export type AdminUser = v.InferOutput<typeof answers.adminUser>;
export type AdminUserPage = v.InferOutput<typeof answers.adminUserPage>;
export type Invite = v.InferOutput<typeof answers.invite>;
export type SavedFilter = v.InferOutput<typeof answers.savedFilter>;
export type Label = v.InferOutput<typeof answers.label>;
export type Session = v.InferOutput<typeof answers.session>;
export type Passkey = v.InferOutput<typeof answers.passkey>;
/** What the reset page shows of the account its link names (docs/api.md#password-resets). */
export type ResetAccount = v.InferOutput<typeof answers.resetAccount>;
export type { DeploySettings } from './accounts';

/** Sign-in and sign-up, as sent. */
export type Credentials = v.InferOutput<typeof signInBody>;
/** A new own task as todo/create hands it to its handler. */
export type NewTodoInput = v.InferOutput<typeof createTodoBody>;

/** What todo/update changes (exactly the fields sent) and edit-assignment's equivalent. */
export type { AssignmentChanges } from './contract/requests/assigned-task';
export type { RepeatInput, StepInput, TaskChanges, TaskDetails } from './contract/requests/details';
