/**
 * Saved filters over HTTP (docs/api.md#saved-filters): saved, listed in order, changed, moved and
 * deleted; a query that does not parse is refused naming where, and nothing is saved; the limit
 * holds under racing saves; another user's filter is not found. The view a filter shows is the
 * client's evaluation (shared/filters/evaluate.ts) of the groups the board answers, run here on the
 * real answer.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import { filterView } from '../../shared/filters/evaluate';
import { parseFilterQuery } from '../../shared/filters/query';
import { limits } from '../../shared/limits';
import { filterTexts } from '../../shared/messages/filter-query';
import { startApi, type TestApi } from '../support/api';
import { createGroup, createTask, expectRefusedUnchanged } from './todo-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const save = (member: Awaited<ReturnType<TestApi['user']>>, body: Record<string, unknown>) =>
  member.client.call('filters-create', { body: body as never });

async function filterCount(userId: string): Promise<number | undefined> {
  const { Item } = await api.db.send(
    new GetCommand({ TableName: api.tableName, Key: keys.user(userId), ConsistentRead: true }),
  );
  return Item?.filterCount;
}

describe('saved filters', () => {
  it('saves, lists in order, changes, moves and deletes a filter', async () => {
    const member = await api.user('filters');
    const first = await save(member, { name: '  This week  ', query: 'due before: +7d & !completed' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      name: 'This week',
      icon: 'list',
      query: 'due before: +7d & !completed',
    });
    const second = await save(member, { name: 'Urgent', icon: 'star', query: 'priority <= 2 | important' });
    expect(second.status).toBe(201);
    const names = async () => (await member.client.call('filters-list')).body.map((filter) => filter.name);
    expect(await names()).toEqual(['This week', 'Urgent']);

    const moved = await member.client.call('filters-update', {
      params: { id: second.body._id },
      body: { order: first.body.order - 1 },
    });
    expect(moved.status).toBe(200);
    expect(await names()).toEqual(['Urgent', 'This week']);

    const changed = await member.client.call('filters-update', {
      params: { id: first.body._id },
      body: { name: 'Soon', icon: 'clock', query: 'due before: +3d' },
    });
    expect(changed.body).toMatchObject({
      _id: first.body._id,
      name: 'Soon',
      icon: 'clock',
      query: 'due before: +3d',
    });
    expect(await names()).toEqual(['Urgent', 'Soon']);
    expect(await filterCount(member.user._id)).toBe(2);

    const deleted = await member.client.call('filters-delete', { params: { id: first.body._id } });
    expect(deleted).toMatchObject({ status: 200, body: { message: filterTexts.deleted } });
    expect(await names()).toEqual(['Urgent']);
    expect(await filterCount(member.user._id)).toBe(1);
    const again = await member.client.call('filters-delete', { params: { id: first.body._id } });
    expect(again).toMatchObject({ status: 404, body: { message: filterTexts.notFound } });
    expect(await filterCount(member.user._id)).toBe(1);
  });

  it('refuses a query that does not parse, naming where, and saves nothing', async () => {
    const member = await api.user('filters');
    await expectRefusedUnchanged(
      api,
      [member],
      () => save(member, { name: 'Soon', query: 'due before: next week' }),
      filterTexts.errorAt(12, filterTexts.expectedDate),
    );
    await expectRefusedUnchanged(
      api,
      [member],
      () => save(member, { name: 'Odd', query: 'important &' }),
      'The query has an error at position 12: expected a condition such as completed, due before: +7d or label:work',
    );
    await expectRefusedUnchanged(
      api,
      [member],
      () => save(member, { name: 'x'.repeat(31), query: 'important' }),
      filterTexts.nameLength(limits.filterNameMax),
    );
    await expectRefusedUnchanged(
      api,
      [member],
      () => save(member, { name: 'Pretty', icon: 'unicorn', query: 'important' }),
      filterTexts.iconUnknown,
    );
    const kept = await save(member, { name: 'Kept', query: 'important' });
    await expectRefusedUnchanged(
      api,
      [member],
      () =>
        member.client.call('filters-update', {
          params: { id: kept.body._id },
          body: { query: '(important' },
        }),
      filterTexts.errorAt(10, filterTexts.expectedClose),
    );
    await expectRefusedUnchanged(
      api,
      [member],
      () => member.client.call('filters-update', { params: { id: kept.body._id }, body: {} }),
      filterTexts.nothingToChange,
    );
    expect((await member.client.call('filters-list')).body.map((filter) => filter.query)).toEqual([
      'important',
    ]);
  });

  it("keeps another user's filters out of reach", async () => {
    const owner = await api.user('filters');
    const other = await api.user('filters');
    const mine = await save(owner, { name: 'Mine', query: 'important' });
    expect((await other.client.call('filters-list')).body).toEqual([]);
    const change = await other.client.call('filters-update', {
      params: { id: mine.body._id },
      body: { name: 'Theirs' },
    });
    expect(change).toMatchObject({ status: 404, body: { message: filterTexts.notFound } });
    const removal = await other.client.call('filters-delete', { params: { id: mine.body._id } });
    expect(removal.status).toBe(404);
    expect((await owner.client.call('filters-list')).body).toMatchObject([{ name: 'Mine' }]);
    expect((await api.client().call('filters-list')).status).toBe(401);
  });

  it(`keeps at most ${limits.savedFiltersMax} filters, saves racing included`, async () => {
    const member = await api.user('filters');
    const answers = await Promise.all(
      Array.from({ length: limits.savedFiltersMax + 5 }, (_, i) =>
        save(member, { name: `F${i}`, query: 'important' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(limits.savedFiltersMax);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(5);
    for (const answer of refused)
      expect(answer.body).toEqual({ message: filterTexts.tooMany(limits.savedFiltersMax) });
    expect((await member.client.call('filters-list')).body).toHaveLength(limits.savedFiltersMax);
    expect(await filterCount(member.user._id)).toBe(limits.savedFiltersMax);
  });

  it("shows, evaluated over the board's answer, the tasks its query matches", async () => {
    const member = await api.user('filters');
    const sprint = await createGroup(member, 'Sprint');
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const soon = await createTask(member, {
      groupId: sprint._id,
      dueDay: inDays(2),
      description: 'Soon in Sprint',
    });
    await createTask(member, { groupId: sprint._id, dueDay: inDays(20), description: 'Later in Sprint' });
    const starred = await createTask(member, { important: true, description: 'Starred anywhere' });
    await createTask(member, { dueDay: inDays(1), description: 'Soon elsewhere' });
    const saved = await save(member, {
      name: 'Sprint soon',
      query: '(list:"sprint" & due before: +7d) | important',
    });
    const { groups } = (await member.client.call('todo-get-groups')).body;
    const view = filterView(parseFilterQuery(saved.body.query), groups, { me: member.user._id, today });
    expect(view.map((task) => task.description).sort()).toEqual(
      [soon.description, starred.description].sort(),
    );
  });
});
