/**
 * The filter builder's model: conditions joined by all (&) or any (|), each a field, an operator and
 * a value, turned into a query tree (shared/filters/query.ts) and written by format.ts, so that the
 * builder never writes a query that does not parse. A saved query of another shape (nested groups)
 * is edited as text.
 */
import type { DayRef, FilterNode, HasWhat, PriorityOp } from '@shared/filters/query';

export type ConditionField = 'due' | 'priority' | 'label' | 'list' | 'assigned' | 'has' | 'flag';
export type FlagField = 'completed' | 'important' | 'shared' | 'repeat' | 'overdue';

export interface Condition {
  field: ConditionField;
  /**
   * due: before | after | on | none | any; priority: < <= = >= >; flag: is | not;
   * label, list, assigned, has: is.
   */
  op: string;
  /** due: a day (today, tomorrow, +7d, yyyy-mm-dd); priority: 1-4; flag: its name; the rest: the name. */
  value: string;
}

export interface BuilderModel {
  match: 'all' | 'any';
  conditions: Condition[];
}

export const blankCondition = (): Condition => ({ field: 'flag', op: 'not', value: 'completed' });

const dayText = (ref: DayRef): string =>
  'day' in ref
    ? ref.day
    : ref.days === 0
      ? 'today'
      : ref.days === 1
        ? 'tomorrow'
        : `${ref.days > 0 ? '+' : ''}${ref.days}d`;

function dayRef(value: string): DayRef | null {
  if (value === 'today') return { days: 0 };
  if (value === 'tomorrow') return { days: 1 };
  const relative = /^([+-]?\d{1,3})d$/.exec(value);
  if (relative) return { days: Number(relative[1]) };
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? { day: value } : null;
}

/** A condition's tree, or null while it is incomplete (a name not typed yet). */
export function conditionNode(condition: Condition): FilterNode | null {
  const { field, op, value } = condition;
  switch (field) {
    case 'flag': {
      const node: FilterNode = { kind: 'flag', name: value as FlagField };
      return op === 'not' ? { kind: 'not', item: node } : node;
    }
    case 'due': {
      if (op === 'any') return { kind: 'has', what: 'due' };
      if (op === 'none') return { kind: 'not', item: { kind: 'has', what: 'due' } };
      const date = dayRef(value);
      return date ? { kind: 'due', op: op as 'before' | 'after' | 'on', date } : null;
    }
    case 'priority':
      return { kind: 'priority', op: op as PriorityOp, value: Number(value) };
    case 'label':
    case 'list':
      return value.trim() ? { kind: field, name: value.trim() } : null;
    case 'assigned':
      if (!value.trim()) return null;
      return {
        kind: 'assigned',
        who: value === 'me' || value === 'by me' ? value : { username: value.trim() },
      };
    case 'has':
      return { kind: 'has', what: value as HasWhat };
  }
}

/** The model's tree, or null while a condition is incomplete or there is none. */
export function modelTree(model: BuilderModel): FilterNode | null {
  const items = model.conditions.map(conditionNode);
  if (items.length === 0 || items.some((item) => item === null)) return null;
  const nodes = items as FilterNode[];
  return nodes.length === 1
    ? (nodes[0] as FilterNode)
    : { kind: model.match === 'all' ? 'and' : 'or', items: nodes };
}

function conditionOf(node: FilterNode): Condition | null {
  switch (node.kind) {
    case 'flag':
      return { field: 'flag', op: 'is', value: node.name };
    case 'not':
      if (node.item.kind === 'flag') return { field: 'flag', op: 'not', value: node.item.name };
      if (node.item.kind === 'has' && node.item.what === 'due')
        return { field: 'due', op: 'none', value: '' };
      return null;
    case 'has':
      return node.what === 'due'
        ? { field: 'due', op: 'any', value: '' }
        : { field: 'has', op: 'is', value: node.what };
    case 'due':
      return { field: 'due', op: node.op, value: dayText(node.date) };
    case 'priority':
      return { field: 'priority', op: node.op, value: String(node.value) };
    case 'label':
    case 'list':
      return { field: node.kind, op: 'is', value: node.name };
    case 'assigned':
      return {
        field: 'assigned',
        op: 'is',
        value: typeof node.who === 'string' ? node.who : node.who.username,
      };
    default:
      return null;
  }
}

/** The model of a saved tree, or null when the builder cannot show it (nested groups): text then. */
export function modelOf(node: FilterNode): BuilderModel | null {
  const list = node.kind === 'and' || node.kind === 'or' ? node.items : [node];
  const conditions = list.map(conditionOf);
  if (conditions.some((condition) => condition === null)) return null;
  return { match: node.kind === 'or' ? 'any' : 'all', conditions: conditions as Condition[] };
}
