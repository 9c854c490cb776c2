/**
 * A user's labels (docs/api.md#labels): `{ _id, name, color }`, the user's own, tagging tasks across
 * lists. A task carries `labels: [label id]`, at most `labelsPerTaskMax`; in a shared list the ids
 * are those of whoever set them, shown to every member by name and colour (the answer carries
 * `labelInfo` for that).
 */

/** A label name's length (after trimming) and the labels a task may carry. */
export const labelNameMax = 30;
export const labelsPerTaskMax = 10;
/** How many labels one user may keep. */
export const labelsPerUserMax = 200;

/** The colours a label may have, by name (the web draws each in light and dark). */
export const labelColors = [
  'grey',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
] as const;
export type LabelColor = (typeof labelColors)[number];
export const defaultLabelColor: LabelColor = 'grey';

export const isLabelColor = (value: unknown): value is LabelColor =>
  typeof value === 'string' && (labelColors as readonly string[]).includes(value);

/** Label names compare case-insensitively ("Work" and "work" are one label). */
export const labelNameKey = (name: string) => name.trim().toLocaleLowerCase('en');
