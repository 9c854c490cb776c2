/**
 * The profile's data section (web/src/features/data/DataSection.tsx: export, import, the calendar
 * feed) and the list menu's CSV, loaded on demand. The rule for what goes where is in ./README.md.
 */

/** The profile's data section: export, import, the calendar feed; and the list menu's CSV. */
export const dataLabels = {
  section: 'Your data',
  exportData: 'Export my data',
  exporting: 'Exporting…',
  exportFailed: 'The export failed, please try again',
  importData: 'Import',
  importChoose: 'Choose a file to import (teamtodo JSON, Todoist CSV or TickTick CSV)',
  importPreviewTitle: 'Import preview',
  importConfirm: 'Confirm import',
  importCancel: 'Cancel',
  importDone: 'Import finished',
  importAlready: 'This file was imported already: nothing new to create.',
  importSummary: (groups: number, tasks: number, steps: number, dryRun: boolean) =>
    `${dryRun ? 'Would create' : 'Created'} ${groups} ${groups === 1 ? 'list' : 'lists'}, ${tasks} ${tasks === 1 ? 'task' : 'tasks'} and ${steps} ${steps === 1 ? 'step' : 'steps'}`,
  importRenamed: (source: string, name: string) => `"${source}" becomes "${name}"`,
  importInto: 'Import into',
  importIntoNewLists: 'New lists, as in the file',
  importYourLists: 'Your lists',
  importSharedLists: 'Shared with you',
  /** A list shared with the user, in the 'Import into' choice. */
  importSharedList: (name: string, owner: string) => `${name} (${owner})`,
  importIntoSummary: (tasks: number, steps: number, list: string, dryRun: boolean) =>
    `${dryRun ? 'Would add' : 'Added'} ${tasks} ${tasks === 1 ? 'task' : 'tasks'} and ${steps} ${steps === 1 ? 'step' : 'steps'} to "${list}"`,
  importSkipped: (count: number) => `${count} ${count === 1 ? 'row' : 'rows'} skipped`,
  importNotes: 'Notes',
  importLine: (line: number | null, reason: string) => (line === null ? reason : `Line ${line}: ${reason}`),
  calendarTitle: 'Calendar feed',
  calendarOff: 'The feed is off. Turn it on to get a link to subscribe to.',
  /** The link is shown only when made: only its hash is stored, so an earlier link cannot be shown again. */
  calendarOnNoLink:
    'The feed is on. Its link is shown only when it is made: make a new link to see one (the old link stops).',
  calendarOn: 'Turn on',
  calendarRotate: 'New link',
  calendarTurnOff: 'Turn off',
  calendarCopy: 'Copy link',
  calendarCopied: 'Link copied',
  calendarLink: 'Calendar feed link',
  calendarHelp:
    'Subscribe with this link: in Google Calendar, Other calendars > From URL; in Outlook, Add calendar > Subscribe from web; in Apple Calendar, File > New Calendar Subscription. A new link stops the old one at once.',
  downloadCsv: 'Download CSV',
} as const;
