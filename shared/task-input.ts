/**
 * The rules a task's description, a list's name and a typed date are checked by as people type
 * (SPEC.md section 5): part of ./validation.ts (which exports them too, for the request schemas),
 * kept apart so that the web's first download carries these and their few texts, not every rule
 * and validation text (./messages/README.md).
 */
import { limits } from './limits';
import { taskInputTexts } from './messages/task-input';

export function checkDescription(description: string): string | null {
  const trimmed = description.trim();
  if (trimmed === '') return taskInputTexts.descriptionRequired;
  return trimmed.length > limits.descriptionMax ? taskInputTexts.descriptionTooLong : null;
}

export function checkGroupName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return taskInputTexts.groupNameRequired;
  return trimmed.length > limits.groupNameMax ? taskInputTexts.groupNameTooLong : null;
}

/** Whether `value` is a real calendar date written yyyy-mm-dd (2025-02-30 is not). */
export function isValidYmd(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
