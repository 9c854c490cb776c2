/**
 * The API contract, by manifest name: what each route takes (body, query string) and answers,
 * declared once. The handler factory validates requests with it, the API tests validate answers
 * with it, the web client is typed by it, and `npm run docs` generates docs/openapi.json from it.
 * Path parameters are strings; a route answers 404 for one that names nothing of the caller's.
 * Errors are always `{ message }`.
 */
import type * as v from 'valibot';
import type { RouteName } from '../routes';
import * as answers from './entities';
import * as accounts from './requests/accounts';
import * as activity from './requests/activity';
import * as assignedTask from './requests/assigned-task';
import * as assignment from './requests/assignment';
import * as auth from './requests/auth';
import * as comments from './requests/comments';
import * as filters from './requests/filters';
import * as group from './requests/group';
import * as image from './requests/image';
import * as labels from './requests/labels';
import * as lists from './requests/lists';
import * as notificationSettings from './requests/notification-settings';
import * as passkeys from './requests/passkeys';
import * as portability from './requests/portability';
import * as push from './requests/push';
import * as query from './requests/query';
import * as team from './requests/team';
import * as todo from './requests/todo';

type Schema = v.GenericSchema;

export interface RouteContract {
  /** The JSON body; none for routes that take no body (any body sent is ignored). */
  readonly body?: Schema;
  /** The query string. */
  readonly query?: Schema;
  readonly answer: Schema;
  /** The success status, 200 unless said. */
  readonly status?: 201 | 202;
  /** The success answer's media type, JSON unless said (the CSV and iCalendar answers). */
  readonly mediaType?: 'text/csv' | 'text/calendar';
  /** A refusal that says more than `{ message }`, by status (sign-in's second-factor step). */
  readonly refusals?: Readonly<Partial<Record<400 | 401 | 403, Schema>>>;
}

export const contract = {
  'auth-user': { answer: answers.user },
  'auth-signin': { body: auth.signInBody, answer: answers.user, refusals: { 401: answers.signInRefusal } },
  /** 201 and the user, signed in; 202 and the pending sign-up on a `domain` site (docs/api.md#email). */
  'auth-signup': { body: auth.signUpBody, answer: answers.signUpAnswer, status: 201 },
  'auth-logout': { answer: answers.messageBody },
  'auth-change-password': { body: auth.passwordChangeBody, answer: answers.messageBody },
  'auth-update-profile': { body: auth.profileUpdateBody, answer: answers.user },
  search: { query: query.searchQuery, answer: answers.searchResult },
  'search-user': { answer: answers.publicUser },
  'notification-get-notifications': { answer: answers.notificationList },
  /** Open requests only (answered ones leave the list, as in the original system). */
  'notification-get-requests': { answer: answers.teamRequestList },
  'notification-get-teammates': { answer: answers.publicUserList },
  'notification-get-user-info': { answer: answers.publicUser },
  'notification-send-requests': { body: team.toUserBody, answer: answers.messageBody },
  'notification-remove-from-team': { body: team.toUserBody, answer: answers.messageBody },
  'notification-accept': { answer: answers.messageBody },
  'notification-reject': { answer: answers.messageBody },
  'notification-delete': { answer: answers.messageBody },
  'notification-send-assignment': {
    body: assignedTask.sendAssignmentBody,
    answer: answers.assignmentSentBody,
  },
  'notification-edit-assignment': { body: assignedTask.editAssignmentBody, answer: answers.messageBody },
  'notification-delete-assignment-for-single-teammate': {
    body: assignment.deleteSingleBody,
    answer: answers.messageBody,
  },
  'notification-delete-assignment-for-all-teammates': {
    body: assignment.deleteAllBody,
    answer: answers.messageBody,
  },
  'notification-get-assignments-status': {
    body: assignment.assignmentsStatusBody,
    answer: answers.assignmentStatus,
  },
  'todo-decrement-total-tasks': { answer: answers.countersBody },
  'todo-decrement-completed-tasks': { answer: answers.countersBody },
  'todo-create': { body: todo.createTodoBody, answer: answers.todo, status: 201 },
  'todo-quick-add': { body: todo.quickAddBody, answer: answers.quickAddAnswer, status: 201 },
  /** What the group stores (docs/api.md). */
  'todo-get': { answer: answers.todoList },
  'todo-getall': { answer: answers.todosBody },
  'todo-delete': { answer: answers.messageBody },
  'todo-update': { body: todo.updateTodoBody, answer: answers.todoUpdatedBody },
  'todo-plus-completed': { answer: answers.countersBody },
  'todo-minus-completed': { answer: answers.countersBody },
  'todo-get-groups': { answer: answers.groupsBody },
  'todo-create-group': { body: group.groupNameBody, answer: answers.group, status: 201 },
  'todo-update-group': { body: group.groupNameBody, answer: answers.group },
  'todo-delete-group': { answer: answers.messageBody },
  /** Extension: the original system's POST for delete-group. */
  'todo-delete-group-post': { answer: answers.messageBody },
  /** Extensions: data in and out. */
  'portability-export': { answer: answers.exportAnswer },
  'portability-export-group-csv': { answer: answers.csvText, mediaType: 'text/csv' },
  'portability-import': { body: portability.importBody, answer: answers.importReport },
  'calendar-token-create': { answer: answers.calendarToken },
  'calendar-token-delete': { answer: answers.messageBody },
  'calendar-feed': { answer: answers.icsText, mediaType: 'text/calendar' },
  /** Extension: clears the notifications read, up to the newest shown. */
  'notification-clear': { body: team.clearNotesBody, answer: answers.clearedNotes },
  /** Extension: marks the notifications seen, up to the newest shown. */
  'notification-seen': { body: team.seenNotesBody, answer: answers.seenNotes },
  /** Extensions: a shared list's members. */
  'lists-members': { answer: answers.listMembers },
  'lists-member-add': { body: lists.addMemberBody, answer: answers.listMembers, status: 201 },
  'lists-member-role': { body: lists.memberRoleBody, answer: answers.listMembers },
  'lists-member-remove': { answer: answers.messageBody },
  /** Extensions: team tasks. */
  'tasks-activity': { query: activity.activityQuery, answer: answers.activityPage },
  'tasks-activity-revert': { body: activity.revertBody, answer: answers.revertedBody },
  'todo-claim': { answer: answers.todoBody },
  'todo-unclaim': { answer: answers.todoBody },
  'todo-nudge': { answer: answers.nudgedBody },
  /** Extensions: comments on a task (docs/api.md#comments). */
  'comments-list': { query: comments.commentsQuery, answer: answers.commentPage },
  'comments-create': { body: comments.commentBody, answer: answers.comment, status: 201 },
  'comments-edit': { body: comments.commentBody, answer: answers.comment },
  'comments-delete': { answer: answers.messageBody },
  'comments-read': { answer: answers.messageBody },
  'image-upload': { body: image.imageUploadBody, answer: answers.imageBody },
  'image-get': { answer: answers.imageBody },
  'burn-memory': { query: query.burnMemoryQuery, answer: answers.messageBody },
  'burn-rps': { answer: answers.messageBody },
  /** Extensions: accounts (docs/api.md#accounts). */
  'auth-options': { answer: answers.authOptions },
  'auth-invite': { answer: answers.invitePreview },
  'auth-password-reset': { body: accounts.passwordResetBody, answer: answers.messageBody },
  'auth-password-forgot': { body: accounts.forgotBody, answer: answers.messageBody, status: 202 },
  'auth-email-verify-request': { answer: answers.messageBody },
  'auth-email-verify': {
    body: accounts.verifyEmailBody,
    answer: answers.messageBody,
    refusals: { 400: answers.verifyRefusal },
  },
  'auth-email-undo': { body: accounts.undoEmailBody, answer: answers.messageBody },
  'auth-password-reset-account': { body: accounts.resetAccountBody, answer: answers.resetAccount },
  'auth-password-reset-passkey-delete': {
    body: accounts.resetPasskeyDeleteBody,
    answer: answers.resetAccount,
  },
  /** The password (and code) besides the session: 401 `passwordNeeded` without them, 403 `stepUp` when the session must prove a factor first. */
  'auth-passkeys-register-options': {
    body: passkeys.passkeyRegisterOptionsBody,
    answer: answers.webAuthnOptions,
    refusals: { 401: answers.proofRefusal, 403: answers.proofRefusal },
  },
  'auth-passkeys-register-verify': { body: passkeys.passkeyRegisterBody, answer: answers.passkey },
  'auth-passkeys-signin-options': { answer: answers.webAuthnOptions },
  'auth-passkeys-signin-verify': { body: passkeys.passkeySignInBody, answer: answers.user },
  'auth-passkeys': { answer: answers.passkeyList },
  'auth-passkey-delete': { answer: answers.messageBody },
  'auth-sessions': { answer: answers.sessionList },
  'auth-session-delete': { answer: answers.messageBody },
  'auth-sessions-revoke-others': { answer: answers.messageBody },
  /** 200 `{ done: true }` once the account is gone; 202 `{ done: false }` while more is left: call again. */
  'auth-delete-account': { body: accounts.deleteAccountBody, answer: answers.deletionProgress },
  'admin-claim': { body: accounts.claimBody, answer: answers.user },
  /** Each admin route's 403 may say `twoFactorRequired` (and `stepUp`): answers.proofRefusal. */
  'admin-users': {
    query: accounts.adminUsersQuery,
    answer: answers.adminUserPage,
    refusals: { 403: answers.proofRefusal },
  },
  'admin-user-update': {
    body: accounts.adminUserBody,
    answer: answers.adminUser,
    refusals: { 403: answers.proofRefusal },
  },
  'admin-reset-link': { answer: answers.oneTimeLink, refusals: { 403: answers.proofRefusal } },
  'admin-transfer': {
    body: accounts.transferBody,
    answer: answers.messageBody,
    refusals: { 403: answers.proofRefusal },
  },
  'admin-settings': { answer: answers.deploySettings, refusals: { 403: answers.proofRefusal } },
  'admin-settings-update': {
    body: accounts.settingsBody,
    answer: answers.deploySettings,
    refusals: { 403: answers.proofRefusal },
  },
  /** As auth-delete-account: 202 while more is left, 200 once the account is gone. */
  'admin-user-delete': { answer: answers.deletionProgress, refusals: { 403: answers.proofRefusal } },
  'invites-create': { body: accounts.inviteBody, answer: answers.newInvite, status: 201 },
  'invites-list': { answer: answers.inviteList },
  'invites-delete': { answer: answers.messageBody },
  'filters-list': { answer: answers.savedFilterList },
  'filters-create': { body: filters.newFilterBody, answer: answers.savedFilter, status: 201 },
  'filters-update': { body: filters.filterChangeBody, answer: answers.savedFilter },
  'filters-delete': { answer: answers.messageBody },
  'labels-list': { answer: answers.labelList },
  'labels-create': { body: labels.newLabelBody, answer: answers.label, status: 201 },
  'labels-update': { body: labels.labelChangeBody, answer: answers.label },
  /** 200 `{ done: true }` once the label is gone from every task; 202 `{ done: false }` while more is left: call again. */
  'labels-delete': { answer: answers.deletionProgress },
  'push-public-key': { answer: answers.pushPublicKey },
  'push-subscribe': { body: push.subscribeBody, answer: answers.messageBody },
  'push-unsubscribe': { body: push.unsubscribeBody, answer: answers.messageBody },
  /** Extensions: two-factor sign-in (docs/api.md#two-factor-sign-in). */
  'auth-2fa-setup': { body: accounts.twoFactorSetupBody, answer: answers.twoFactorSetup },
  'auth-2fa-enable': { body: accounts.twoFactorEnableBody, answer: answers.recoveryCodeList },
  'auth-2fa-disable': { body: accounts.twoFactorDisableBody, answer: answers.messageBody },
  'auth-signin-2fa': { body: accounts.signInCodeBody, answer: answers.user },
  /** This session proves the account's second factor (a code, or a passkey's answer). */
  'auth-step-up': { body: passkeys.stepUpBody, answer: answers.messageBody },
  /** Extensions: the bin, 'Recently deleted' (docs/api.md#the-bin). */
  'bin-list': { answer: answers.binList },
  'bin-restore': { answer: answers.binRestored },
  'bin-purge': { answer: answers.messageBody },
  /** Extensions: notification settings and the emails' one-click unsubscribe (docs/api.md#notification-settings). */
  'notification-settings': { answer: answers.notificationSettings },
  'notification-settings-update': {
    body: notificationSettings.notificationSettingsBody,
    answer: answers.notificationSettings,
  },
  /** RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` (a form body) or the page an empty JSON body. */
  'notification-unsubscribe': { query: notificationSettings.unsubscribeQuery, answer: answers.messageBody },
  /** A mail client that opens the List-Unsubscribe URL: 303 to the site's unsubscribe page. */
  'notification-unsubscribe-page': {
    query: notificationSettings.unsubscribeQuery,
    answer: answers.messageBody,
  },
} as const satisfies Record<RouteName, RouteContract>;

export type Contract = typeof contract;

type BodySchemaOf<N extends RouteName> = Contract[N] extends { body: infer S extends Schema } ? S : undefined;
type QuerySchemaOf<N extends RouteName> = Contract[N] extends { query: infer S extends Schema }
  ? S
  : undefined;

/** What a client sends as the body of route N (undefined: no body). */
export type BodyOf<N extends RouteName> =
  BodySchemaOf<N> extends Schema ? v.InferInput<BodySchemaOf<N>> : undefined;
/** The route's typed, normalised body, as its handler receives it. */
export type InputOf<N extends RouteName> =
  BodySchemaOf<N> extends Schema ? v.InferOutput<BodySchemaOf<N>> : undefined;
/** The route's typed, normalised query string, as its handler receives it. */
export type QueryOf<N extends RouteName> =
  QuerySchemaOf<N> extends Schema ? v.InferOutput<QuerySchemaOf<N>> : undefined;
/** What route N answers on success. */
export type ResponseOf<N extends RouteName> = v.InferOutput<Contract[N]['answer']>;
