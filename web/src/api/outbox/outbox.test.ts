/**
 * The outbox (web/src/api/outbox/outbox.ts) made of fakes (tests/support/outbox-fakes.ts): the order changes are
 * sent in, retries and their backoff, refusals (and the changes needing a refused one), two tabs of
 * one user, held deletes left by a page that crashed, and temporary ids renamed. The whole, in
 * Chromium, is tests/browser/outbox.spec.ts and offline.spec.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { browser, settle } from '../../../../tests/support/outbox-fakes';
import { createOutbox } from './outbox';
import { heldPrefix, waitingPrefix } from './records';
import { firstRetryMs, lastRetryMs, serverErrorAttempts } from './retry';
import type { OutboxRequest } from './state';

const user = 'u1';

const update = (id: string, body: Record<string, unknown> = { completed: true }): OutboxRequest => ({
  route: 'todo-update',
  params: { id },
  body,
  what: { kind: 'changeTask', name: id },
  touches: [id],
});
const create = (tempId: string): OutboxRequest => ({
  route: 'todo-create',
  body: { description: 'Milk', groupId: 'g1' },
  tempId,
  what: { kind: 'createTask', name: 'Milk' },
  touches: [tempId],
});
const remove = (id: string): OutboxRequest => ({
  route: 'todo-delete',
  params: { id },
  what: { kind: 'deleteTask', name: id },
  touches: [id],
});

/** A started outbox on a new page of `b`. */
async function started(b: ReturnType<typeof browser>, pageId?: string) {
  const page = b.page(pageId);
  const outbox = createOutbox(page.parts);
  await outbox.start(user, page.io);
  return { ...page, outbox };
}

const stored = (b: ReturnType<typeof browser>, prefix: string) =>
  [...b.records.keys()].filter((key) => key.startsWith(prefix));

describe('the outbox', () => {
  it('adds no listener until it is started', () => {
    const b = browser();
    const page = b.page();
    const listened: string[] = [];
    createOutbox({
      ...page.parts,
      online: { now: () => true, listen: () => void listened.push('online') },
      tabs: { post: () => {}, listen: () => void listened.push('tabs') },
    });
    expect(listened).toEqual([]);
  });

  it('sends changes one at a time, in the order they were made, each with its own key', async () => {
    const b = browser();
    const tab = await started(b);
    const fates = [
      tab.outbox.submit(update('t1')),
      tab.outbox.submit(update('t2')),
      tab.outbox.submit(remove('t3')),
    ];
    expect(await Promise.all(fates)).toEqual([
      { status: 'done', result: { ok: true } },
      { status: 'done', result: { ok: true } },
      { status: 'done', result: { ok: true } },
    ]);
    expect(tab.sent.map((e) => e.params?.id)).toEqual(['t1', 't2', 't3']);
    expect(new Set(tab.sent.map((e) => e.key)).size).toBe(3);
    expect(tab.maxInFlight()).toBe(1);
    await settle();
    expect(stored(b, waitingPrefix(user))).toEqual([]);
    expect(tab.seen.waiting).toEqual([]);
  });

  it('keeps a change made offline, and sends it with the same key when the network is back', async () => {
    const b = browser();
    const tab = await started(b);
    tab.setOnline(false);
    expect(await tab.outbox.submit(update('t1'))).toEqual({ status: 'queued' });
    await settle();
    expect(stored(b, waitingPrefix(user))).toHaveLength(1);
    expect(tab.seen.waiting).toHaveLength(1);
    const key = tab.seen.waiting[0]?.key;
    tab.setOnline(true);
    await settle();
    expect(tab.sent.map((e) => e.key)).toEqual([key]);
    expect(tab.seen.waiting).toEqual([]);
    // Its caller was gone (told `queued`): the page reads the server again.
    expect(tab.seen.replayed).toBe(1);
  });

  it('tries again after no answer, waiting longer each time up to the last wait, then from the first', async () => {
    const b = browser();
    const tab = await started(b);
    tab.replies.push(
      { status: 0 },
      { status: 0 },
      { status: 0 },
      { status: 0 },
      { status: 0 },
      { status: 0 },
    );
    expect(await tab.outbox.submit(update('t1'))).toEqual({ status: 'queued' });
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      await settle();
      waits.push(...tab.time.pending());
      tab.time.tick(tab.time.pending()[0] ?? 0);
    }
    expect(waits).toEqual([firstRetryMs, 2000, 4000, 8000, 16_000, lastRetryMs]);
    await settle();
    expect(tab.sent).toHaveLength(7);
    expect(tab.seen.waiting).toEqual([]);
    // Sent: the next failure waits the first wait again.
    tab.replies.push({ status: 0 });
    void tab.outbox.submit(update('t2'));
    await settle();
    expect(tab.time.pending()).toEqual([firstRetryMs]);
  });

  it("keeps a change whose session ended for its user's own next start: never sent as another's", async () => {
    const b = browser();
    const tab = await started(b);
    tab.replies.push({ status: 401, message: 'Not signed in' });
    expect(await tab.outbox.submit(update('t1'))).toEqual({ status: 'queued' });
    // The page signs out (app/OutboxSync.tsx): nothing more is sent, the change stays stored.
    tab.outbox.stop();
    tab.time.tick(lastRetryMs);
    await settle();
    expect(tab.sent).toHaveLength(1);
    expect(stored(b, waitingPrefix(user))).toHaveLength(1);
    // Someone else signs in on this page: their outbox sends nothing of it.
    await tab.outbox.start('u2', tab.io);
    tab.time.tick(lastRetryMs);
    await settle();
    expect(tab.sent).toHaveLength(1);
    expect(tab.seen.waiting).toEqual([]);
    // The same user again: it is sent, with its key, as theirs.
    await tab.outbox.start(user, tab.io);
    await settle();
    expect(tab.sent.map((e) => e.key)).toEqual([tab.sent[0]?.key, tab.sent[0]?.key]);
    expect(tab.sentAs).toEqual([user, user]);
    expect(stored(b, waitingPrefix(user))).toEqual([]);
  });

  it('refuses a replayed change after a few server errors, and one its caller waits for at once', async () => {
    const b = browser();
    const tab = await started(b);
    tab.replies.push({ status: 503, message: 'Down' });
    expect(await tab.outbox.submit(update('t0'))).toMatchObject({ status: 'refused' });
    tab.setOnline(false);
    void tab.outbox.submit(update('t1'));
    await settle();
    for (let i = 0; i < serverErrorAttempts; i++) tab.replies.push({ status: 500, message: 'Broken' });
    tab.setOnline(true);
    for (let i = 0; i < serverErrorAttempts; i++) {
      await settle();
      tab.time.tick(lastRetryMs);
    }
    await settle();
    expect(tab.sent.filter((e) => e.params?.id === 't1')).toHaveLength(serverErrorAttempts);
    expect(tab.seen.refused).toMatchObject([{ params: { id: 't1' }, reason: 'Broken' }]);
    expect(tab.seen.waiting).toEqual([]);
  });

  it('refuses with a change the changes that needed it, and sends the others', async () => {
    const b = browser();
    const tab = await started(b);
    tab.setOnline(false);
    for (const request of [create('temp-1'), update('temp-1'), update('t9'), remove('temp-1')])
      void tab.outbox.submit(request);
    await settle();
    tab.replies.push({ status: 400, message: 'A task needs a description' });
    tab.setOnline(true);
    await settle();
    expect(tab.seen.refused.map((e) => [e.route, e.reason])).toEqual([
      ['todo-create', 'A task needs a description'],
      ['todo-update', null],
      ['todo-delete', null],
    ]);
    expect(tab.sent.map((e) => e.params?.id ?? e.tempId)).toEqual(['temp-1', 't9']);
    expect(stored(b, 'outbox-refused:')).toHaveLength(3);
    tab.outbox.dismiss(tab.seen.refused[0]?.id ?? '');
    await settle();
    expect(tab.seen.refused).toHaveLength(2);
    expect(stored(b, 'outbox-refused:')).toHaveLength(2);
  });

  it("names a create's temporary id by the server's in the changes after it, and in those made on it later", async () => {
    const b = browser();
    const tab = await started(b);
    tab.setOnline(false);
    void tab.outbox.submit(create('temp-1'));
    void tab.outbox.submit(update('temp-1', { notes: 'n' }));
    await settle();
    tab.setOnline(true);
    await settle();
    expect(tab.sent.map((e) => e.params?.id ?? e.tempId)).toEqual(['temp-1', 'saved-temp-1']);
    expect(tab.seen.settled).toEqual([['temp-1', 'saved-temp-1']]);
    expect(tab.io.settledIds.get('temp-1')).toBe('saved-temp-1');
    // A change made on the old id after the answer (a panel opened before it) names the saved one.
    await tab.outbox.submit(remove('temp-1'));
    expect(tab.sent.at(-1)).toMatchObject({ params: { id: 'saved-temp-1' }, touches: ['saved-temp-1'] });
  });

  it('names the change on its way until what its answer does is applied, a waiting create included', async () => {
    const b = browser();
    const tab = await started(b);
    // What the page knows each time: a read held behind the create resumes on the null.
    const known: [string | null, string | undefined][] = [];
    tab.io.sending = (entry) => void known.push([entry?.tempId ?? null, tab.io.settledIds.get('temp-1')]);
    tab.setOnline(false);
    void tab.outbox.submit(create('temp-1'));
    await settle();
    // Offline it is not sent, and is named no longer once it waits again.
    expect(known.at(-1)).toEqual([null, undefined]);
    known.length = 0;
    tab.setOnline(true);
    await settle();
    expect(known).toEqual([
      ['temp-1', undefined],
      [null, 'saved-temp-1'],
    ]);
  });

  it('sends a delete held before its create was answered under the saved id, with its held key', async () => {
    const b = browser();
    const tab = await started(b);
    tab.setOnline(false);
    void tab.outbox.submit(create('temp-1'));
    const held = await tab.outbox.keepHeld(remove('temp-1'));
    tab.setOnline(true);
    await settle();
    // The held entry itself is passed on, as the dashboard does (held-deletes.ts).
    expect(await tab.outbox.submit(remove('temp-1'), { heldAs: held })).toMatchObject({ status: 'done' });
    expect(tab.sent.at(-1)).toMatchObject({ params: { id: 'saved-temp-1' }, key: held?.key, id: held?.id });
  });

  it('renames the stored changes another tab made on a temporary id this tab settled', async () => {
    const b = browser();
    const first = await started(b);
    const second = await started(b);
    first.setOnline(false);
    second.setOnline(false);
    void first.outbox.submit(create('temp-1'));
    await settle();
    void second.outbox.submit(update('temp-1'));
    await settle();
    first.setOnline(true);
    second.setOnline(true);
    await settle();
    const sent = [...first.sent, ...second.sent].map((e) => e.params?.id ?? e.tempId);
    expect(sent).toEqual(['temp-1', 'saved-temp-1']);
    expect(second.seen.settled).toEqual([['temp-1', 'saved-temp-1']]);
  });

  it('lets one tab send at a time, and a tab sends what another stored before it closed', async () => {
    const b = browser();
    const first = await started(b);
    const second = await started(b);
    let inFlight = 0;
    let most = 0;
    const slow = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await settle();
      inFlight -= 1;
      return { body: { ok: true } };
    };
    first.answerWith(slow);
    second.answerWith(slow);
    await Promise.all([
      first.outbox.submit(update('a1')),
      second.outbox.submit(update('b1')),
      first.outbox.submit(update('a2')),
      second.outbox.submit(update('b2')),
    ]);
    expect(most).toBe(1);

    // The first tab stores a change it cannot send, and closes: the second takes it in and sends it.
    first.answerWith(() => ({ status: 0 }));
    expect(await first.outbox.submit(update('a3'))).toEqual({ status: 'queued' });
    const key = first.seen.waiting[0]?.key;
    b.crash(first.pageId);
    first.outbox.stop();
    second.setOnline(true);
    await vi.waitFor(() => expect(stored(b, waitingPrefix(user))).toEqual([]));
    expect(second.sent.at(-1)).toMatchObject({ params: { id: 'a3' }, key });
    expect(second.seen.adopted.map((e) => e.params?.id)).toEqual(['a3']);
  });

  it('sends a held delete whose page crashed from the next page, with the key it was stored with', async () => {
    const b = browser();
    const crashed = await started(b, 'page-crashed');
    const held = await crashed.outbox.keepHeld(remove('t1'));
    await settle();
    expect(stored(b, heldPrefix(user))).toHaveLength(1);
    expect(b.lockNames()).toContain('teamtodo-page:page-crashed');

    // While its page is open, the next page leaves it alone (its Undo may still take it back).
    const meanwhile = await started(b);
    await settle();
    expect(meanwhile.sent).toEqual([]);

    b.crash('page-crashed');
    const next = await started(b);
    await settle();
    expect(next.sent).toMatchObject([{ route: 'todo-delete', params: { id: 't1' }, key: held?.key }]);
    expect(stored(b, heldPrefix(user))).toEqual([]);
    expect(stored(b, waitingPrefix(user))).toEqual([]);
  });

  it('sends a held delete once with its stored key, and drops one taken back', async () => {
    const b = browser();
    const tab = await started(b);
    const kept = await tab.outbox.keepHeld(remove('t1'));
    expect(await tab.outbox.submit(remove('t1'), { heldAs: kept })).toMatchObject({ status: 'done' });
    expect(tab.sent.map((e) => e.key)).toEqual([kept?.key]);
    const undone = await tab.outbox.keepHeld(remove('t2'));
    await tab.outbox.dropHeld(undone?.id ?? '');
    await settle();
    expect(stored(b, heldPrefix(user))).toEqual([]);
    expect(b.lockNames()).not.toContain(`teamtodo-page:${tab.pageId}`);
  });

  it('keeps for its user a held delete whose window ends after their session did, even once someone else signed in', async () => {
    const b = browser();
    const tab = await started(b);
    const kept = await tab.outbox.keepHeld(remove('t1'));
    // The session ends during the undo window: a change made on the page as it signs out is theirs.
    tab.outbox.stop();
    expect(await tab.outbox.submit(update('t2'))).toEqual({ status: 'queued' });
    // Another user signs in on the page before the window ends.
    await tab.outbox.start('u2', tab.io);
    expect(await tab.outbox.submit(remove('t1'), { heldAs: kept })).toEqual({ status: 'queued' });
    await settle();
    expect(tab.sent).toEqual([]);
    expect(stored(b, heldPrefix(user))).toEqual([]);
    expect(stored(b, waitingPrefix(user))).toHaveLength(2);
    expect(stored(b, waitingPrefix('u2'))).toEqual([]);
    // Their own next sign-in sends both, as theirs, the delete with the key it was held with.
    await tab.outbox.start(user, tab.io);
    await settle();
    expect(tab.sent.map((e) => e.params?.id)).toEqual(['t1', 't2']);
    expect(tab.sent[0]?.key).toBe(kept?.key);
    expect(tab.sentAs).toEqual([user, user]);
  });
});
