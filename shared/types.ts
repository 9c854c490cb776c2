/**
 * Entities and request/response bodies (SPEC.md section 3), shared by web and functions.
 * Ids are exposed as `_id`, dates as ISO 8601 strings.
 */

export interface PendingTeamEntry {
  userId: string;
  /** True on the sender's side of the request. */
  from: boolean;
}

/** The signed-in user as `GET /api/auth/user` and the sign-in routes answer it. */
export interface User {
  _id: string;
  username: string;
  email: string;
  bio: string;
  coverImg: string | null;
  createdAt: string;
  totalTasks: number;
  completedTasks: number;
  totalTeams: number;
  team: string[];
  pendingTeam: PendingTeamEntry[];
  /**
   * Always empty: copies others assigned to the user are counted in totalTasks already, and the
   * original client adds this list's length to its completion denominator (COMPAT.md section 8
   * item 10). Kept so the field SPEC.md names is present.
   */
  assignedToMe: string[];
}

export interface TeamMemberSummary {
  _id: string;
  username: string;
  coverImg: string | null;
}

/** Another user's public profile (get-user-info, search/user, get-teammates). */
export interface PublicUser {
  _id: string;
  username: string;
  email: string;
  bio: string;
  coverImg: string | null;
  createdAt: string;
  totalTasks: number;
  completedTasks: number;
  totalTeams: number;
  team: TeamMemberSummary[];
}

export interface Todo {
  _id: string;
  description: string;
  completed: boolean;
  assigned: boolean;
  important: boolean;
  due: string | null;
  createdAt: string;
  /** Owner (or assignee, for an assigned copy). */
  user: string;
  /**
   * The group the task is stored in: a user group, a built-in home (today, important, planned),
   * `assigned-to-me` for a copy assigned to the caller, `assigned-by-me` for the assigner's view
   * of a copy.
   */
  groupId: string;
  /** Name of the group the task comes from, set by clients in the merged views 0-2. */
  groupName?: string;
  /** Shared by all copies of one assignment. */
  uniqueMarker?: string;
  /** Assigner's username, on copies (views 3 and 4). */
  username?: string;
  /** On the grouped "Assigned by you" row: assignee ids and their copy ids, index for index. */
  assignedTo?: string[];
  originalIds?: string[];
}

export interface Group {
  _id: string;
  name: string;
  todo: Todo[];
  /** True for the five built-in views. */
  builtIn?: boolean;
}

/**
 * The sender of a request or notification: flat, and again nested under `user` (the shape the
 * original client renders, COMPAT.md section 8 item 8). 'Unknown User' for a gone account.
 */
export interface FromUser extends TeamMemberSummary {
  user: TeamMemberSummary;
}

export interface TeamRequest {
  _id: string;
  createdAt: string;
  isProcessed: boolean;
  fromUser: FromUser;
}

export interface Notification {
  _id: string;
  createdAt: string;
  message: string;
  fromUser: FromUser;
}

/** Completion flag by task copy id. */
export type AssignmentStatus = Record<string, boolean>;

export interface SearchResult {
  users: TeamMemberSummary[];
  /** `groupId`: the group the task is stored in (as on Todo). */
  todos: { _id: string; description: string; groupId: string }[];
  groups: { _id: string; name: string }[];
}

export interface ErrorBody {
  message: string;
}

// ---- Request bodies ----

export interface Credentials {
  username: string;
  password: string;
}

export interface ProfileUpdate {
  email?: string;
  bio?: string;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

export interface ImageUpload {
  image: string;
}

export interface CreateTodoInput {
  description: string;
  completed?: boolean;
  assigned?: boolean;
  important?: boolean;
  user?: string;
  groupId?: string | null;
  due?: string | null;
}

export interface UpdateTodoInput {
  completed?: boolean;
  description?: string;
}

export interface GroupNameInput {
  name: string;
}

export interface ToUserInput {
  toUser: string;
}

export interface SendAssignmentInput extends CreateTodoInput {
  partners: string[];
}

export interface EditAssignmentInput {
  description: string;
  /** The grouped "Assigned by you" row (its uniqueMarker names the assignment). */
  todos: Todo;
}

// ---- Response bodies ----

export interface MessageBody {
  message: string;
}

export interface GroupsBody {
  groups: Group[];
}

export interface TodosBody {
  todos: Todo[];
}

export interface TodoBody {
  todo: Todo;
}

export interface AssignmentSentBody {
  message: string;
  /** The new copies, one per partner. */
  todos: Todo[];
}

export interface CountersBody {
  totalTasks: number;
  completedTasks: number;
}

export interface ImageBody {
  image: string | null;
}
