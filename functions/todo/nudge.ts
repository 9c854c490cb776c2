/**
 * POST /api/todo/nudge/{id}: an editor of a shared list nudges a team task's pending assignees
 * (docs/api.md#team-tasks, functions/data/tasks/team-tasks.ts `nudgeTask`): a notification each, on the
 * bell, as a live toast and by Web Push. Once per task per hour: 429 with Retry-After before that.
 * Answers `{ message, nudged }`; nobody pending answers 409, a viewer 403, a task the caller cannot
 * reach 404. DynamoDB calls: infra/route-settings.ts.
 */
import { serverErrors, teamTaskTexts } from '@shared/messages/server';
import { nudgeTask } from '../data/tasks/team-tasks';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('todo-nudge', {
  handle: async ({ user, params, unit }) => {
    const nudged = await nudgeTask(user.id, user, idParam(params, serverErrors.todoNotFound), unit);
    return { message: teamTaskTexts.nudgeSent(nudged.length), nudged };
  },
});
