/**
 * The details of tasks and assignments as stored: notes, steps (the list apart from
 * its ticks), repeat. Shared by the task and assignment repositories; no date arithmetic here
 * (./recurrence.ts, loaded only by the functions that complete tasks).
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { StepInput, TaskDetails } from '@shared/types';
import { tableName } from '../core/client';
import { isId, newId } from '../core/ids';
import type { StepItem, TaskDetailFields } from '../core/items';

/**
 * Steps as a client sends them, as stored: each keeps its `_id` when it is one of our ids and not
 * already used in the list, otherwise it gets a new one; its tick goes to `stepsDone`.
 */
export function storedSteps(input: StepInput[]): Required<Pick<TaskDetailFields, 'steps' | 'stepsDone'>> {
  const steps: StepItem[] = [];
  const stepsDone: Record<string, boolean> = {};
  for (const step of input) {
    const id = isId(step._id) && !Object.hasOwn(stepsDone, step._id) ? step._id : newId();
    steps.push({ id, title: step.title });
    stepsDone[id] = step.completed;
  }
  return { steps, stepsDone };
}

/** A new item's details (create, send-assignment): the steps' ticks as sent. */
export const storedDetails = (details: TaskDetails): Required<TaskDetailFields> => ({
  notes: details.notes,
  ...storedSteps(details.steps),
  repeat: details.repeat,
});

/** The steps of an item as answered: the list with each step's tick. */
export const stepsOf = (item: TaskDetailFields) =>
  (item.steps ?? []).map((step) => ({
    _id: step.id,
    title: step.title,
    completed: item.stepsDone?.[step.id] === true,
  }));

/**
 * An UpdateItem's SET clause for these attributes, with placeholder names (any attribute name is
 * safe, reserved words included) and values.
 */
function setClause(fields: Record<string, unknown>): {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
} {
  const entries = Object.entries(fields);
  return {
    expression: `SET ${entries.map((_, i) => `#s${i} = :s${i}`).join(', ')}`,
    names: Object.fromEntries(entries.map(([name], i) => [`#s${i}`, name])),
    values: Object.fromEntries(entries.map(([, value], i) => [`:s${i}`, value])),
  };
}

type SdkUpdate = NonNullable<NonNullable<TransactWriteCommandInput['TransactItems']>[number]['Update']>;

/**
 * A transaction's Update that sets these attributes of the item at `key` (and removes those in
 * `remove`: the reminder index keys of a reminder that is no longer pending), under `condition`
 * (its own names and values are merged with the set clause's).
 */
export function fieldsUpdate(
  key: SdkUpdate['Key'],
  fields: Record<string, unknown>,
  condition: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> },
  remove: readonly string[] = [],
): SdkUpdate {
  const set = setClause(fields);
  const hasSet = Object.keys(fields).length > 0;
  const removeNames = Object.fromEntries(remove.map((name, i) => [`#r${i}`, name]));
  const removeClause = remove.length ? `REMOVE ${remove.map((_, i) => `#r${i}`).join(', ')}` : '';
  return {
    TableName: tableName,
    Key: key,
    UpdateExpression: [hasSet ? set.expression : '', removeClause].filter(Boolean).join(' '),
    ConditionExpression: condition.expression,
    ExpressionAttributeNames: { ...(hasSet ? set.names : {}), ...removeNames, ...condition.names },
    ...(hasSet || condition.values
      ? { ExpressionAttributeValues: { ...(hasSet ? set.values : {}), ...condition.values } }
      : {}),
  };
}
