/**
 * The body each route takes and the body it answers, by manifest name. The web client is typed by
 * it and the handlers are written against it, so the two sides cannot drift.
 * Error answers are always `ErrorBody` (`{ message }`).
 */
import type { RouteName } from './routes';
import type {
  AssignmentSentBody,
  AssignmentStatus,
  CountersBody,
  CreateTodoInput,
  Credentials,
  EditAssignmentInput,
  Group,
  GroupNameInput,
  GroupsBody,
  ImageBody,
  ImageUpload,
  MessageBody,
  Notification,
  PasswordChange,
  ProfileUpdate,
  PublicUser,
  SearchResult,
  SendAssignmentInput,
  TeamRequest,
  Todo,
  TodoBody,
  TodosBody,
  ToUserInput,
  UpdateTodoInput,
  User,
} from './types';

type Contract<Body, Response> = { body: Body; response: Response };
type NoBody = undefined;

export interface ApiContract {
  'auth-user': Contract<NoBody, User>;
  'auth-signin': Contract<Credentials, User>;
  'auth-signup': Contract<Credentials, User>;
  'auth-logout': Contract<NoBody, MessageBody>;
  'auth-change-password': Contract<PasswordChange, MessageBody>;
  'auth-update-profile': Contract<ProfileUpdate, User>;
  /** Query string `query`. */
  search: Contract<NoBody, SearchResult>;
  'search-user': Contract<NoBody, PublicUser>;
  'notification-get-notifications': Contract<NoBody, Notification[]>;
  /** Open requests only (answered ones leave the list, as in the original system). */
  'notification-get-requests': Contract<NoBody, TeamRequest[]>;
  'notification-get-teammates': Contract<NoBody, PublicUser[]>;
  'notification-get-user-info': Contract<NoBody, PublicUser>;
  'notification-send-requests': Contract<ToUserInput, MessageBody>;
  'notification-remove-from-team': Contract<ToUserInput, MessageBody>;
  'notification-accept': Contract<NoBody, MessageBody>;
  'notification-reject': Contract<NoBody, MessageBody>;
  'notification-delete': Contract<NoBody, MessageBody>;
  /** Answers the new copies, one per partner, shaped like the elements of `get/assigned-by-me`. */
  'notification-send-assignment': Contract<SendAssignmentInput, AssignmentSentBody>;
  /** `todos` is the grouped "Assigned by you" row (`todo` is accepted too). */
  'notification-edit-assignment': Contract<EditAssignmentInput, MessageBody>;
  /** `todos` is the grouped row, `index` the position of the assignee in `assignedTo`. */
  'notification-delete-assignment-for-single-teammate': Contract<{ todos: Todo; index: number }, MessageBody>;
  'notification-delete-assignment-for-all-teammates': Contract<{ todos: Todo }, MessageBody>;
  'notification-get-assignments-status': Contract<{ todos: Todo[] }, AssignmentStatus>;
  'todo-decrement-total-tasks': Contract<NoBody, CountersBody>;
  'todo-decrement-completed-tasks': Contract<NoBody, CountersBody>;
  /** 201 with the bare task. */
  'todo-create': Contract<CreateTodoInput, Todo>;
  /** What the group stores (see docs/api.md). */
  'todo-get': Contract<NoBody, Todo[]>;
  'todo-getall': Contract<NoBody, TodosBody>;
  'todo-delete': Contract<NoBody, MessageBody>;
  'todo-update': Contract<UpdateTodoInput, TodoBody>;
  'todo-plus-completed': Contract<NoBody, CountersBody>;
  'todo-minus-completed': Contract<NoBody, CountersBody>;
  'todo-get-groups': Contract<NoBody, GroupsBody>;
  /** 201 with the bare group. */
  'todo-create-group': Contract<GroupNameInput, Group>;
  'todo-update-group': Contract<GroupNameInput, Group>;
  'todo-delete-group': Contract<NoBody, MessageBody>;
  /** Extension: the original system's POST for delete-group. */
  'todo-delete-group-post': Contract<NoBody, MessageBody>;
  'image-upload': Contract<ImageUpload, ImageBody>;
  'image-get': Contract<NoBody, ImageBody>;
  /** Query string `size` (MB). */
  'burn-memory': Contract<NoBody, MessageBody>;
  'burn-rps': Contract<NoBody, MessageBody>;
}

// Compile-time check that the contract names exactly the manifest's routes.
type Missing = Exclude<RouteName, keyof ApiContract>;
type Extra = Exclude<keyof ApiContract, RouteName>;
export const contractCoversManifest: [Missing, Extra] extends [never, never] ? true : never = true;

export type BodyOf<N extends RouteName> = ApiContract[N]['body'];
export type ResponseOf<N extends RouteName> = ApiContract[N]['response'];
