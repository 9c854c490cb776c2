/**
 * One UpdateItem made of parts that different operations contribute: a sign-in's new session and
 * the second factor it spent (../accounts/two-factor.ts), a reset's new password and the code that allowed it
 * (../accounts/password-resets.ts). Each part names its own attributes and values (placeholders must not
 * clash); `joinParts` writes the expressions DynamoDB takes, leaving out what is empty.
 */

export interface UpdateParts {
  /** `SET` actions, such as `passwordHash = :password`. */
  set?: string[];
  /** `REMOVE` actions. */
  remove?: string[];
  /** Conditions, all of which must hold (joined with AND). */
  conditions?: string[];
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export interface UpdateExpressions {
  UpdateExpression: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

export function joinParts(...parts: UpdateParts[]): UpdateExpressions {
  const all = <K extends 'set' | 'remove' | 'conditions'>(key: K) => parts.flatMap((part) => part[key] ?? []);
  const [set, remove, conditions] = [all('set'), all('remove'), all('conditions')];
  const names = Object.assign({}, ...parts.map((part) => part.names));
  const values = Object.assign({}, ...parts.map((part) => part.values));
  return {
    UpdateExpression: [
      set.length ? `SET ${set.join(', ')}` : '',
      remove.length ? `REMOVE ${remove.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    ...(conditions.length ? { ConditionExpression: conditions.map((c) => `(${c})`).join(' AND ') } : {}),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}
