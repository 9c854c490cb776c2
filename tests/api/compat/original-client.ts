/**
 * The original system's client (HaolongChen/ToDo, frontend/src/utils/api.js) as it appears on the
 * wire, replayed against our gateway: one axios-like instance per user that keeps the session cookie
 * and sends `Content-Type: application/json` only when a call carries data. axios' browser adapter
 * drops the header for a call without data, so every body-less POST and DELETE of that client goes
 * out with an empty body and no Content-Type (docs/compat.md#body-less-calls).
 *
 * Calls are written by path, exactly as that client writes them, not through our manifest: a path
 * our API does not serve answers 404 here just as it would to that client.
 */
export interface WireAnswer {
  status: number;
  /** The parsed JSON body (undefined when empty). */
  data: unknown;
  headers: Headers;
}

export class OriginalClient {
  /** The browser's cookie jar for the site: name to `name=value`, sent back on every call. */
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    /** The client address the test gateway reports (each user its own, like separate browsers). */
    private readonly address: string,
  ) {}

  get = (path: string) => this.send('GET', path);
  post = (path: string, data?: unknown) => this.send('POST', path, data);
  delete = (path: string) => this.send('DELETE', path);

  /** Same-origin XHR: the browser adds an Origin header on POST and DELETE. */
  async send(method: string, path: string, data?: unknown, extraHeaders: Record<string, string> = {}) {
    const url = new URL(path, this.baseUrl);
    const headers: Record<string, string> = {
      accept: 'application/json, text/plain, */*',
      'x-forwarded-for': this.address,
      ...(method !== 'GET' ? { origin: url.origin } : {}),
      ...(data !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(this.cookies.size ? { cookie: [...this.cookies.values()].join('; ') } : {}),
      ...extraHeaders,
    };
    const response = await fetch(url, {
      method,
      headers,
      ...(data !== undefined ? { body: JSON.stringify(data) } : {}),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      if (!pair) continue;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0/i.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, pair);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, data: parsed, headers: response.headers } satisfies WireAnswer;
  }
}

/** The type names the original client's reads rely on. */
type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'string|null' | 'string?' | 'boolean?';

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

/**
 * The fields of `value` that do not have the kind the original client reads them as; empty when
 * every field is there with its kind. `string?` may be absent, `string|null` may be null.
 */
export function shapeProblems(value: unknown, shape: Record<string, Kind>): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [`not an object: ${kindOf(value)}`];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [field, kind] of Object.entries(shape)) {
    const actual = kindOf(record[field]);
    const ok =
      kind === 'string?'
        ? actual === 'string' || actual === 'undefined'
        : kind === 'boolean?'
          ? actual === 'boolean' || actual === 'undefined'
          : kind === 'string|null'
            ? actual === 'string' || actual === 'null'
            : actual === kind;
    if (!ok) problems.push(`${field}: ${kind} expected, ${actual} found`);
  }
  return problems;
}

/** What the original client reads of a task in every list (docs/compat.md#the-task-object). */
export const taskShape = {
  _id: 'string',
  description: 'string',
  completed: 'boolean',
  important: 'boolean',
  createdAt: 'string',
  user: 'string',
} as const satisfies Record<string, Kind>;

/** What it reads of the signed-in user (docs/compat.md#the-user-object). */
export const userShape = {
  _id: 'string',
  username: 'string',
  coverImg: 'string|null',
  email: 'string',
  bio: 'string',
  createdAt: 'string',
  totalTasks: 'number',
  completedTasks: 'number',
  team: 'array',
  pendingTeam: 'array',
} as const satisfies Record<string, Kind>;

/** What it reads of a request or notification sender once resolved (NT:120-211). */
export const nestedSenderShape = { _id: 'string', username: 'string', coverImg: 'string|null' } as const;

/**
 * The original client's regrouping of "Assigned by you" (DB:278-304, AC:405-428): one row per
 * uniqueMarker, `{ ...first copy, assignedTo: [copy.user], originalIds: [copy._id] }`.
 */
export function regroupLikeOriginal(copies: Record<string, unknown>[]) {
  const rows = new Map<string, Record<string, unknown> & { assignedTo: string[]; originalIds: string[] }>();
  for (const copy of copies) {
    const marker = String(copy.uniqueMarker);
    const row = rows.get(marker);
    if (row) {
      if (!row.assignedTo.includes(String(copy.user))) row.assignedTo.push(String(copy.user));
      row.originalIds.push(String(copy._id));
    } else {
      rows.set(marker, { ...copy, assignedTo: [String(copy.user)], originalIds: [String(copy._id)] });
    }
  }
  return [...rows.values()];
}
