/**
 * Helpers of the data in and out tests: an account with every kind of data made through
 * the routes, tasks seeded in bulk straight into the table (20,000 HTTP calls would take minutes),
 * the export read whichever way it is answered, and raw text answers (CSV, iCalendar).
 */
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { newId } from '../../functions/data/core/ids';
import type { TodoItem } from '../../functions/data/core/items';
import { keys } from '../../functions/data/core/keys';
import type { ResponseOf } from '../../shared/contract';
import { buildPath, type RouteName } from '../../shared/routes';
import type { ApiClient, TestApi } from '../support/api';
import { befriend } from './team-support';
import { assign, createGroup, createTask, type Member } from './todo-support';

export type ExportDocument = Extract<ResponseOf<'portability-export'>, { format: 'teamtodo-export' }>;

/** The export, following the download link when the answer is one. */
export async function exportOf(member: Member): Promise<{ document: ExportDocument; viaLink: boolean }> {
  const response = await member.client.call('portability-export');
  expect(response.status).toBe(200);
  const body = response.body;
  if (body.format === 'teamtodo-export') return { document: body, viaLink: false };
  const download = await fetch(body.url);
  expect(download.status).toBe(200);
  return { document: (await download.json()) as ExportDocument, viaLink: true };
}

/** A GET or POST of a text route, sent as the web sends it; answers the status, headers and text. */
export async function rawCall(
  client: ApiClient,
  name: RouteName,
  params: Record<string, string> = {},
  init: RequestInit = {},
) {
  const response = await fetch(new URL(buildPath(name, params), client.baseUrl), {
    ...init,
    headers: {
      'x-forwarded-for': client.address,
      ...(client.cookie ? { cookie: client.cookie } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const dueAt = (ymd: string) => `${ymd}T23:59:00.000Z`;

/**
 * An account with every kind of data: two groups, tasks in them and in built-in homes (completed,
 * important, due, notes, steps with ticks, each repeat kind), an assignment made to a teammate and
 * one received from them, and the notifications those leave. Answers the teammate too.
 */
export async function richAccount(api: TestApi, owner: Member): Promise<{ mate: Member }> {
  const mate = await api.user('mate');
  await befriend(owner, mate);
  const work = await createGroup(owner, 'Work');
  const home = await createGroup(owner, 'Home, "sweet" home');
  await createTask(owner, {
    description: 'Write report',
    groupId: work._id,
    important: true,
    due: dueAt('2031-03-14'),
    notes: 'First line\nSecond line, with a comma',
    steps: [{ title: 'Outline', completed: true }, { title: 'Draft' }],
    repeat: { rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR', from: 'due' },
    remindAt: '2031-03-14T09:00:00.000Z',
  });
  await createTask(owner, { description: '=SUM(A1:A2) formula-looking', groupId: work._id, completed: true });
  await createTask(owner, {
    description: 'Pay rent',
    groupId: home._id,
    due: dueAt('2031-04-01'),
    repeat: { rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', from: 'due' },
  });
  await createTask(owner, {
    description: 'Water plants',
    groupId: home._id,
    due: dueAt('2031-04-02'),
    repeat: { rule: 'FREQ=DAILY;INTERVAL=3', from: 'completion' },
  });
  await createTask(owner, {
    description: 'Birthday',
    groupId: 'planned',
    due: dueAt('2031-06-09'),
    repeat: { rule: 'FREQ=YEARLY', from: 'due' },
  });
  await createTask(owner, { description: 'Loose task in today' });
  await assign(owner, [mate.user._id], { description: 'Review slides', due: dueAt('2031-03-20') });
  await assign(mate, [owner.user._id], {
    description: 'Sign the form',
    important: true,
    due: dueAt('2031-03-21'),
  });
  return { mate };
}

/**
 * `count` own tasks in `groupId` written straight into the user's partition (25 per BatchWrite, a
 * few in parallel), and the counters moved by as many: what creating them one by one would leave.
 * Answers their ids.
 */
export async function seedTasks(
  api: TestApi,
  userId: string,
  groupId: string,
  count: number,
  notes?: string,
): Promise<string[]> {
  const base = Date.now();
  const items: TodoItem[] = Array.from({ length: count }, (_, i) => {
    const id = newId(base + i);
    const description = `Seeded task ${i} ${'x'.repeat(120)}`;
    return {
      ...keys.todo(userId, id),
      type: 'todo',
      id,
      userId,
      groupId,
      description,
      descriptionLower: description.toLowerCase(),
      completed: i % 3 === 0,
      important: i % 7 === 0,
      due: i % 2 === 0 ? new Date(base + i * 60_000).toISOString() : null,
      createdAt: new Date(base + i).toISOString(),
      assigned: false,
      notes: notes ?? (i % 5 === 0 ? `Notes of ${i}` : ''),
      steps: [],
      stepsDone: {},
      repeat: null,
    };
  });
  const batches: TodoItem[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  const parallel = 8;
  for (let i = 0; i < batches.length; i += parallel) {
    await Promise.all(
      batches.slice(i, i + parallel).map(async (batch) => {
        let pending: Record<string, unknown>[] = batch.map((item) => ({ PutRequest: { Item: item } }));
        while (pending.length > 0) {
          const result = await api.db.send(
            new BatchWriteCommand({ RequestItems: { [api.tableName]: pending as never } }),
          );
          pending = (result.UnprocessedItems?.[api.tableName] ?? []) as Record<string, unknown>[];
        }
      }),
    );
  }
  await api.db.send(
    new UpdateCommand({
      TableName: api.tableName,
      Key: keys.user(userId),
      UpdateExpression: 'ADD totalTasks :total, completedTasks :completed',
      ExpressionAttributeValues: {
        ':total': count,
        ':completed': items.filter((item) => item.completed).length,
      },
    }),
  );
  return items.map((item) => item.id);
}
