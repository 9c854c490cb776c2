/** What the server answers about an account's data: export and import. */

/** Data in and out: the server's answers and refusals of export, import and the calendar feed. */
export const dataTexts = {
  csvFileName: 'The file must be <list id>.csv',
  csvTooLarge: 'The list is larger than 5 MB as CSV: use Export my data instead',
  importFileTooLarge: 'The file is larger than 2 MB',
  importTooManyRows: 'The file has more than 5000 rows',
  importTooManyGroups: 'The file has more than 50 lists',
  importUnknownFormat: 'The file is not a teamtodo export, a Todoist CSV or a TickTick backup CSV (line 1)',
  importNotCsv: 'This is not a CSV file: it looks like a picture or another binary file',
  importNotText: 'This is not a text file: choose a teamtodo export (.json), or a Todoist or TickTick CSV',
  importParseError: (line: number, reason: string) => `Line ${line}: ${reason}`,
  importFileInvalid: 'file must be the text of the file',
  importDryRunInvalid: 'dryRun must be true or false',
  importFileNameInvalid: 'fileName must be a name of at most 255 characters',
  importGroupInvalid: 'groupId must be the id of a list',
  /** A built-in view or an assignment view named as the list to import into. */
  importGroupNotAList:
    'Tasks can be imported into one of your lists or a list shared with you, not into a view',
  csvUnclosedQuote: 'a quoted cell is not closed',
  csvQuoteInCell: 'a quote inside a cell that is not quoted',
  csvAfterQuote: 'text after a closing quote',
  csvMissingColumns: (columns: string[]) => `missing columns ${columns.join(', ')}`,
  jsonInvalid: 'not valid JSON',
  jsonNotExport: 'not a teamtodo export of version 1',
  skipEmptyTitle: 'The task has no title',
  /** A user the file does not name. */
  someone: 'someone',
  skipSubtaskWithoutParent: 'A subtask without a task above it',
  skipParentNotFound: 'Its parent task is not in the file',
  /** A copy `assigner` assigned to the export's owner (who may not be the one importing). */
  skipAssignedCopy: (assigner: string, owner: string) =>
    `A task ${assigner} assigned to ${owner} is not imported (it belongs to ${assigner}'s assignment)`,
  /** An assignment the export's owner made. */
  skipAssignmentMade: (owner: string) =>
    `An assignment ${owner} made is not imported (it lives in the assignees' lists too)`,
  skipUnknownType: (type: string) => `Rows of type ${type} are not imported`,
  skipDeepSubtask: 'A subtask of a subtask becomes a step of its top task',
  warnTitleCut: 'The title was cut to 180 characters',
  warnNotesCut: 'The notes were cut to 4000 characters',
  warnStepsCut: 'Steps beyond 50 were left out',
  warnDateUnread: (date: string) => `The date "${date}" could not be read: imported without a due date`,
  warnRepeatUnmapped: (rule: string) => `The repeat "${rule}" has no equivalent here: imported without it`,
  warnDueMovedForRepeat: (day: string) => `Due date moved to ${day}, the first day its repeat falls on`,
  calendarFeedNotFound: 'Calendar feed not found',
  calendarTooMany: 'Too many calendar requests. Try again later.',
  calendarTokenRemoved: 'Calendar feed turned off',
} as const;
