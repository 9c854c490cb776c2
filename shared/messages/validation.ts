/**
 * Input rules' texts, which the web shows when it checks a form and the server answers when it
 * refuses the same input (SPEC.md section 5, and the task details' fields). The rule for what goes
 * where is in ./README.md.
 */
import { taskInputTexts } from './task-input';

/** Validation texts (SPEC.md section 5) and the server's bad-input messages. */
export const validation = {
  ...taskInputTexts,
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameForm: 'Username must be 3 to 30 characters: letters, digits, dot, dash or underscore',
  passwordPattern:
    'Password must be at least 6 characters and include a number, a lowercase and an uppercase letter',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordMin: 'Password must be at least 6 characters',
  passwordsRequired: 'Current and new password are required',
  dueInvalid: 'Due date must be an ISO date-time',
  dueDayInvalid: 'Due day must be a date written yyyy-mm-dd',
  booleanInvalid: (field: string) => `${field} must be true or false`,
  emailInvalid: 'Email address is not valid',
  bioTooLong: 'Bio must be at most 500 characters',
  startViewInvalid: "startView must be 'today' or 'upcoming'",
  cropFailed: 'Could not crop image',
  cannotRequestSelf: 'You cannot send a team request to yourself',
  imageRequired: 'Image is required',
  imageNotBase64: 'Image must be base64 data without a data-URL header',
  imageNotJpeg: 'Image must be a JPEG',
  imageTooLarge: 'Image must be at most 1 MB',
  burnSizeInvalid: 'Size must be a whole number of MB from 1 to 400',
  partnersInvalid: 'Partners must be a list of user ids',
  tooManyPartners: 'A task can be assigned to at most 20 teammates at once',
  notTeammate: 'Tasks can only be assigned to teammates',
  assignmentRowRequired: 'The assigned task is required',
  assignmentIndexInvalid: 'Index must be the position of an assignee of this task',
  assignmentTodosInvalid: 'Todos must be a list of assigned tasks',
  tooManyStatusCopies: 'At most 2000 assigned copies can be checked at once',
  assignedOnCreate: 'Tasks are assigned to teammates with send-assignment, not created as assigned',
  updateFieldsRequired: 'Send completed or description to update a task',
  groupIdInvalid: 'groupId must be a string or null',
  /** create: the two assignment views hold copies only (send-assignment makes them). */
  groupNotAHome: 'Tasks cannot be added to this group',
} as const;

/**
 * Refusals of the task details (notes, steps, repeat, moves), apart from `validation` so
 * that only the task and assignment functions carry them.
 */
export const detailFieldTexts = {
  priorityInvalid: 'Priority must be a whole number from 1 (highest) to 4 (none)',
  groupIdNotText: 'groupId must be a group id',
  /** update: a move names a group that is not one of the caller's (or is being deleted). */
  moveGroupNotFound: 'Tasks can only be moved to one of your groups',
  notesInvalid: 'notes must be a string',
  notesTooLong: 'Notes must be at most 4000 characters',
  stepsInvalid: 'Steps must be a list of { _id?, title, completed? }',
  tooManySteps: 'A task can have at most 50 steps',
  stepTitleRequired: 'Step title is required',
  stepTitleTooLong: 'Step title must be at most 180 characters',
  repeatInvalid: 'Repeat must be null or { rule, from }',
  repeatFromInvalid: "Repeat from must be 'due' or 'completion'",
  repeatRuleFreq: 'Repeat rule needs FREQ=DAILY, WEEKLY, MONTHLY or YEARLY',
  repeatRuleInterval: 'Repeat INTERVAL must be a whole number from 1 to 365',
  repeatRuleByDay: 'Repeat BYDAY must list distinct weekdays (MO,TU,WE,TH,FR,SA,SU), with FREQ=WEEKLY only',
  repeatRuleByMonthDay:
    'Repeat BYMONTHDAY must be a day from 1 to 31, or -1 for the last day, with FREQ=MONTHLY only',
  repeatRulePart: (part: string) => `Repeat rule part ${part} is not supported`,
  repeatTimeZoneInvalid: 'Repeat timeZone must be an IANA time zone name',
  repeatNeedsDue: 'A repeating task needs a due date',
  remindAtInvalid: 'remindAt must be an ISO 8601 date-time or null',
  remindAtPast: 'A reminder must be in the future',
  /** Team tasks' fields on todo/update (docs/api.md#team-tasks). */
  assigneesInvalid: 'assignees must be a list of user ids',
  tooManyAssignees: 'A task can have at most 20 assignees',
  completionInvalid: "completion must be 'all', 'any' or 'claim'",
  rotationInvalid: 'rotation must be a list of user ids, or null',
  forEveryoneAlone: 'forEveryone goes with completed',
} as const;

/**
 * Refusals of input the store cannot hold or the gateway cannot route (the limits and why:
 * docs/decisions/0036-input-bounded-before-dynamodb.md).
 */
export const inputTexts = {
  /** A string with a lone surrogate: DynamoDB in AWS stores valid UTF-8 only. */
  textNotUnicode: 'Text must be valid Unicode',
  /** A path whose percent-encoding does not decode (API Gateway's own answer). */
  badRequest: 'Bad Request',
} as const;

/**
 * Refusals of the time-of-day fields (docs/api.md#times-of-day): apart from `detailFieldTexts`, so
 * the web's first download, which carries those, does not carry these.
 */
export const timeFieldTexts = {
  dueTimeInvalid: 'dueTime must be a time of day written HH:MM (24 h, 00:00 to 23:59), or null',
  dueZoneInvalid: 'dueZone must be null (floating) or an IANA time zone name, such as Europe/Berlin',
  dueTimeNeedsDay: 'A time of day needs a due date',
  dueZoneNeedsTime: 'A time zone goes with a time of day (dueTime)',
  requestTimeZoneInvalid: 'timeZone must be an IANA time zone name, such as Europe/Paris',
  remindBeforeInvalid: 'remindBefore must be a whole number of minutes from 0 to 40320 (4 weeks), or null',
  remindBeforeNeedsDue: 'A reminder before the due time needs a due date',
} as const;
