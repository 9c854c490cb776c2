/**
 * Every route of the manifest, fed generated requests that must be refused (or,
 * for reads, that may be answered): bodies of wrong types, sizes and encodings, ids and query
 * strings of any shape, malformed percent-encoding. Whatever the route answers (the answer shapes
 * change with other issues), it must hold for all of them: no 5xx, JSON `{ message }` on 4xx,
 * nosniff, no internals; and nothing is written (the whole table, and the user's own reads, equal
 * before and after).
 *
 * Every generated body that could reach a writing route carries a poison that makes it invalid
 * (an ill-formed string somewhere, or a required field of the wrong type); routes that write from
 * the path alone only ever get ids that cannot name anything. Bounded: about 25 requests a route.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteDefinition, type RouteName, routes } from '../../shared/routes';
import { startApi, type TestApi } from '../support/api';
import { expectSafeAnswer, partitionItems } from './refusal-support';

let api: TestApi;
let cookie: string;
/** Ids that name the fuzzed user's real items, per path parameter (for routes whose body is poisoned). */
const realIds: Record<string, string[]> = {};

/** Routes that write from the path alone (their body is not parsed): garbage ids only, never real ones. */
const writesFromPathAlone = new Set<string>([
  'todo-delete',
  'todo-delete-group',
  'todo-delete-group-post',
  'notification-accept',
  'notification-reject',
  'notification-delete',
  'auth-logout',
  'lists-member-remove',
  'todo-claim',
  'todo-unclaim',
  'todo-nudge',
  'comments-delete',
  'comments-read',
  'bin-restore',
  'bin-purge',
]);

/** Routes whose every request of the signed-in user writes (no input to refuse): fuzzed as a guest. */
const guestOnly = new Set<string>([
  'auth-logout',
  'calendar-token-create',
  'calendar-token-delete',
  'auth-passkeys-register-options',
]);

/**
 * Routes that answer anyone with a new challenge they keep (a passkey sign-in's): every request
 * writes one, by design, and there is no input to refuse. tests/api/passkeys.test.ts covers them.
 */
const issuesChallenges = new Set<string>(['auth-passkeys-signin-options']);

/** The field whose wrong type (a number or a list of numbers) every body parser refuses, per route. */
const requiredField: Partial<Record<string, string>> = {
  'auth-signin': 'username',
  'auth-signup': 'username',
  'auth-change-password': 'oldPassword',
  'auth-update-profile': 'email',
  'notification-send-requests': 'toUser',
  'notification-remove-from-team': 'toUser',
  'notification-send-assignment': 'description',
  'notification-edit-assignment': 'description',
  'notification-delete-assignment-for-single-teammate': 'todos',
  'notification-delete-assignment-for-all-teammates': 'todos',
  'notification-get-assignments-status': 'todos',
  'todo-create': 'description',
  'todo-quick-add': 'text',
  'todo-update': 'completed',
  'todo-create-group': 'name',
  'todo-update-group': 'name',
  'image-upload': 'image',
  'portability-import': 'file',
  'lists-member-add': 'userId',
  'lists-member-role': 'role',
  'comments-create': 'text',
  'comments-edit': 'text',
  'tasks-activity-revert': 'force',
  'auth-2fa-setup': 'password',
  'auth-2fa-enable': 'code',
  'auth-2fa-disable': 'code',
  'auth-signin-2fa': 'challenge',
  'notification-settings-update': 'mentions',
  'labels-create': 'name',
};

const knownFields = [
  'username',
  'password',
  'oldPassword',
  'newPassword',
  'email',
  'bio',
  'description',
  'name',
  'groupId',
  'completed',
  'important',
  'priority',
  'labels',
  'color',
  'assigned',
  'user',
  'due',
  'partners',
  'toUser',
  'todo',
  'todos',
  'index',
  'image',
  'code',
  'challenge',
  'text',
  'mentions',
  'timeZone',
  '_id',
  '__proto__',
  'constructor',
];

// ---- Generators ----

const lone = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');
/** A string holding one lone surrogate somewhere. */
const illFormed = fc
  .tuple(fc.string({ maxLength: 20 }), lone, fc.string({ maxLength: 20 }))
  .map(([a, b, c]) => a + b + c);
const longString = fc.integer({ min: 200, max: 70_000 }).map((n) => 'x'.repeat(n));
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.string({ maxLength: 40, unit: 'binary' }),
  longString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);
const wrongType = fc.oneof(fc.integer(), fc.array(fc.integer(), { minLength: 1, maxLength: 3 }));

/** A JSON object body that no parser may accept: random fields plus a poison. */
const poisonedObject = (route: RouteDefinition): fc.Arbitrary<Record<string, unknown>> => {
  const fields = fc.dictionary(
    fc.oneof(fc.constantFrom(...knownFields), fc.string({ maxLength: 12 })),
    anyValue,
    {
      maxKeys: 6,
    },
  );
  const required = requiredField[route.name];
  const poisons: fc.Arbitrary<(body: Record<string, unknown>) => void>[] = [
    fc.tuple(fc.constantFrom(...knownFields), illFormed).map(([field, value]) => (body) => {
      body[field] = value;
    }),
    illFormed.map((name) => (body) => {
      body[name] = 1;
    }),
    fc.tuple(fc.constantFrom(...knownFields), illFormed).map(([field, value]) => (body) => {
      body[field] = [{ deep: [value] }];
    }),
  ];
  if (required) {
    poisons.push(
      wrongType.map((value) => (body) => {
        body[required] = value;
      }),
    );
  }
  return fc.tuple(fields, fc.oneof(...poisons)).map(([body, poison]) => {
    const copy: Record<string, unknown> = Object.create(null);
    Object.assign(copy, body);
    poison(copy);
    return copy;
  });
};

type Body = { kind: 'none' } | { kind: 'text'; text: string } | { kind: 'bytes'; bytes: Uint8Array };

const body = (route: RouteDefinition): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: poisonedObject(route).map((o): Body => ({ kind: 'text', text: JSON.stringify(o) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.integer(), fc.string({ maxLength: 20 }), fc.array(fc.integer()), fc.constant(null))
        .map((value): Body => ({ kind: 'text', text: JSON.stringify(value) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"description":', 'not json', '{"a":1}}', '[1,', '\u0000')
        .map((text): Body => ({ kind: 'text', text })),
    },
    {
      // Bytes that are not UTF-8, starting with one that no JSON can start with.
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((bytes): Body => ({ kind: 'bytes', bytes: Uint8Array.from([0xff, 0xfe, ...bytes]) })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );

const malformedPercent = fc.constantFrom('%E0%A4%A', '%ZZ', '%', '%ED%A0%80', '%C0%AF', 'a%2', '%FF%FE');

/** An id that cannot name any item: wrong length, alphabet or encoding, or a built-in view name. */
const garbageId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }).map(encodeURIComponent),
  fc.integer({ min: 27, max: 3000 }).map((n) => 'A'.repeat(n)),
  fc.constantFrom(
    'today',
    'assigned-by-me',
    '..',
    '.',
    '0',
    'null',
    'undefined',
    '01ARZ3NDEKTSV4RRFFQ69G5FA',
  ),
  malformedPercent,
  fc
    .tuple(fc.string({ maxLength: 5, unit: 'grapheme' }), malformedPercent)
    .map(([a, b]) => encodeURIComponent(a) + b),
);

const queryString = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('query', 'size', 'id', 'groupId', 'cursor'),
          fc.string({ maxLength: 6 }).map(encodeURIComponent),
        ),
        fc.oneof(
          fc.string({ maxLength: 30, unit: 'grapheme' }).map(encodeURIComponent),
          malformedPercent,
          fc.integer({ min: 101, max: 8000 }).map((n) => 'q'.repeat(n)),
        ),
      ),
      { maxLength: 3 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
);

interface GeneratedRequest {
  path: string;
  query: string;
  body: Body;
  contentType: string | null;
}

function request(route: RouteDefinition): fc.Arbitrary<GeneratedRequest> {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const real = (param: string) => realIds[param] ?? [];
  const idFor = (param: string) =>
    writesFromPathAlone.has(route.name) || real(param).length === 0
      ? garbageId
      : fc.oneof(garbageId, fc.constantFrom(...real(param)));
  return fc.record({
    path: fc
      .tuple(...params.map(idFor))
      .map((ids) =>
        params.reduce((path, param, i) => path.replace(`{${param}}`, ids[i] as string), route.path),
      ),
    query: queryString,
    body: route.method === 'GET' ? fc.constant<Body>({ kind: 'none' }) : body(route),
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', null) },
    ),
  });
}

async function send(route: RouteDefinition, generated: GeneratedRequest) {
  const headers: Record<string, string> = {};
  // Logout with the session would end it, and the calendar token routes take no input at all (any
  // request of the user turns the feed on or off): those fuzzed requests are a guest's.
  if (!guestOnly.has(route.name)) headers.cookie = cookie;
  if (generated.contentType) headers['content-type'] = generated.contentType;
  const payload =
    generated.body.kind === 'text'
      ? generated.body.text
      : generated.body.kind === 'bytes'
        ? (generated.body.bytes.slice().buffer as ArrayBuffer)
        : undefined;
  const url = `${api.baseUrl}${generated.path}${generated.query ? `?${generated.query}` : ''}`;
  const response = await fetch(url, {
    method: route.method,
    headers,
    ...(payload !== undefined ? { body: payload } : {}),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function wholeTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await api.db.send(
      new ScanCommand({ TableName: api.tableName, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return (
    items
      // The calendar feed counts every read per client address before anything else, by
      // design (guessing a token must be slow): its rate windows are the one write a refusal makes.
      .filter((item) => !String(item.pk).startsWith('RATE#calendar-ip#'))
      .sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`))
  );
}

/** What the user reads through the routes (shapes aside: compared with themselves). */
async function userReads() {
  const reads: RouteName[] = [
    'auth-user',
    'todo-get-groups',
    'todo-getall',
    'notification-get-notifications',
    'notification-get-requests',
    'notification-get-teammates',
    'image-get',
  ];
  const answers: Record<string, unknown> = {};
  for (const name of reads) {
    const route = routes.find((r) => r.name === name) as RouteDefinition;
    const answer = await fetch(`${api.baseUrl}${route.path}`, { headers: { cookie } });
    answers[name] = { status: answer.status, body: await answer.text() };
  }
  return answers;
}

let tableBefore: Record<string, unknown>[];
let readsBefore: Record<string, unknown>;

beforeAll(async () => {
  api = await startApi();
  const owner = await api.user('fuzz');
  const other = await api.user('fuzzmate');
  cookie = owner.client.cookie as string;
  await owner.client.call('todo-create-group', { body: { name: 'Fuzzed' } });
  const group = (await partitionItems(api, owner.user._id)).find((item) =>
    String(item.sk).startsWith('GROUP#'),
  );
  await owner.client.call('todo-create', { body: { description: 'Keep me', groupId: group?.id } });
  await other.client.call('notification-send-requests', { body: { toUser: owner.user._id } });
  const items = await partitionItems(api, owner.user._id);
  const idsOf = (prefix: string) =>
    items.filter((item) => String(item.sk).startsWith(prefix)).map((item) => String(item.id));
  const groupIds = idsOf('GROUP#');
  realIds.id = [...groupIds, ...idsOf('TODO#'), ...idsOf('NOTE#'), owner.user._id, other.user._id];
  realIds.groupId = groupIds;
  realIds.userId = [owner.user._id, other.user._id];
  tableBefore = await wholeTable();
  readsBefore = await userReads();
});
afterAll(() => api.close());

describe('every route of the manifest, fuzzed', () => {
  // Burn routes do real work on every request (memory burn allocates up to 400 MB): fewer runs.
  const runsFor = (route: RouteDefinition) => (route.name.startsWith('burn-') ? 3 : 25);

  it.each(
    routes.filter((route) => !issuesChallenges.has(route.name)).map((route) => [route.name, route] as const),
  )('%s', async (_, route) => {
    await fc.assert(
      fc.asyncProperty(request(route), async (generated) => {
        const answer = await send(route, generated);
        expectSafeAnswer(answer);
      }),
      { numRuns: runsFor(route), endOnFailure: true },
    );
  });

  it('wrote nothing: the whole table and the user’s reads are unchanged', async () => {
    expect(await wholeTable()).toEqual(tableBefore);
    expect(await userReads()).toEqual(readsBefore);
  });
});
