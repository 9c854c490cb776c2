/**
 * The input texts the first download shows as people type: a task's description and due date, a
 * list's name, an assignment without teammates. Part of ./validation.ts's catalogue (its `validation`
 * holds them too), kept apart so that the add bar, the inline editors and the sidebar carry these few
 * and not every validation text (./README.md).
 */
export const taskInputTexts = {
  /** A typed due date that is no day of the calendar (2026-02-30): the picker stays open. */
  dueTextInvalid: (text: string) => `${text} is not a date: type it as yyyy-mm-dd`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 180 characters',
  groupNameRequired: 'Group name is required',
  groupNameTooLong: 'Group name must be at most 20 characters',
  noTeammatesSelected: 'No teammates have been selected',
} as const;
