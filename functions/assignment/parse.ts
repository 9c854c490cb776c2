/**
 * Bodies of the assignment routes. The grouped "Assigned by you" row the client sends back is only
 * trusted for what names the assignment (its uniqueMarker, or its _id, which is the marker) and, as
 * a hint that saves a read, the assignees and copies it lists: the routes check both against the
 * stored row. A marker that is not one of our ids is "not found" without a read.
 */
import { limits } from '../../shared/limits';
import { validation as text } from '../../shared/messages';
import {
  asObject,
  type JsonObject,
  optionalBoolean,
  parseDescriptionField,
  parseDueField,
  ValidationError,
} from '../../shared/validation';
import type { AssigneeCopy } from '../data/assignments';
import { isId } from '../data/ids';

const fail = (message: string): never => {
  throw new ValidationError(message);
};

/**
 * Copies one get-assignments-status request may ask about (one BatchGetItem per 100, run in
 * parallel). The original client sends every assignment row it holds at start-up, about 0.4 KB plus
 * 60 B per assignee each; the route's body limit (functions/assignment/status.ts) is sized to match.
 */
export const statusCopiesMax = 2000;

export interface SendAssignment {
  description: string;
  important: boolean;
  due: string | null;
  partners: string[];
}

/**
 * The task fields of todo/create plus `partners`. Fields that make no sense for a copy are ignored:
 * copies start not completed, belong to no group (they live in "Assigned to you") and to their
 * assignee (`completed`, `assigned`, `groupId` and `user` are not read). Partners are de-duplicated
 * and capped at limits.assignmentPartnersMax, so the whole assignment fits one transaction.
 */
export function parseSendAssignment(body: unknown): SendAssignment {
  const object = asObject(body);
  // The same field rules as todo/create.
  const description = parseDescriptionField(object);
  const important = optionalBoolean(object, 'important') ?? false;
  const due = parseDueField(object);
  const raw = object.partners;
  if (raw === undefined || raw === null) fail(text.noTeammatesSelected);
  if (!Array.isArray(raw) || !raw.every((id) => typeof id === 'string')) fail(text.partnersInvalid);
  const partners = [...new Set(raw as string[])];
  if (partners.length === 0) fail(text.noTeammatesSelected);
  if (partners.length > limits.assignmentPartnersMax) fail(text.tooManyPartners);
  if (!partners.every((id) => isId(id))) fail(text.notTeammate);
  return { description, important, due, partners };
}

/** The assignees and copies a grouped row lists, when it lists them well-formed; otherwise none. */
function claimedCopies(row: JsonObject): AssigneeCopy[] | null {
  const { assignedTo, originalIds } = row;
  if (!Array.isArray(assignedTo) || !Array.isArray(originalIds) || assignedTo.length !== originalIds.length)
    return null;
  if (assignedTo.length > limits.assignmentPartnersMax) return null;
  const copies: AssigneeCopy[] = [];
  for (const [i, assigneeId] of assignedTo.entries()) {
    const copyId = originalIds[i];
    if (typeof assigneeId !== 'string' || typeof copyId !== 'string') return null;
    copies.push({ assigneeId, copyId });
  }
  return copies;
}

export interface RowReference {
  /** The uniqueMarker, or null when the body's row names none of our ids (answered 404 without a read). */
  marker: string | null;
  /** What the client believes the row lists, or null when it sent nothing usable. */
  claimed: AssigneeCopy[] | null;
}

function rowReference(value: unknown): RowReference {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail(text.assignmentRowRequired);
  const row = value as JsonObject;
  const marker = typeof row.uniqueMarker === 'string' ? row.uniqueMarker : row._id;
  return { marker: typeof marker === 'string' && isId(marker) ? marker : null, claimed: claimedCopies(row) };
}

/** edit-assignment: the row in `todos` (the original client's field) or `todo`. */
export function parseEditAssignment(body: unknown): RowReference & { description: string } {
  const object = asObject(body);
  const description = parseDescriptionField(object);
  return { ...rowReference(object.todos ?? object.todo), description };
}

export function parseDeleteSingle(body: unknown): RowReference & { index: number } {
  const object = asObject(body);
  const reference = rowReference(object.todos);
  const index = object.index;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0)
    return fail(text.assignmentIndexInvalid);
  if (reference.claimed && index >= reference.claimed.length) fail(text.assignmentIndexInvalid);
  return { ...reference, index };
}

export function parseDeleteAll(body: unknown): RowReference {
  return rowReference(asObject(body).todos);
}

/**
 * get-assignments-status: the grouped rows of view 4. Only their (assignee, copy) pairs are read;
 * pairs that are not our ids cannot be anyone's copy and are dropped without a read.
 */
export function parseAssignmentsStatus(body: unknown): AssigneeCopy[] {
  const todos = asObject(body).todos;
  if (!Array.isArray(todos)) return fail(text.assignmentTodosInvalid);
  const copies: AssigneeCopy[] = [];
  for (const row of todos) {
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      return fail(text.assignmentTodosInvalid);
    for (const copy of claimedCopies(row as JsonObject) ?? []) {
      if (isId(copy.assigneeId) && isId(copy.copyId)) copies.push(copy);
    }
  }
  if (copies.length > statusCopiesMax) fail(text.tooManyStatusCopies);
  return copies;
}
