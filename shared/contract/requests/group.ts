/** Bodies of the group routes (apart from the task bodies, so the group routes carry only these). */
import * as v from 'valibot';
import { validation as text } from '../../messages/validation';
import { checkGroupName } from '../../validation';
import { body, requiredText, rule } from './fields';

/** create-group and update-group: the name, trimmed, non-blank, at most 20 characters. */
export const groupNameBody = body(
  { name: v.pipe(requiredText('name', text.groupNameRequired), v.trim(), rule(checkGroupName)) },
  { name: text.groupNameRequired },
);
