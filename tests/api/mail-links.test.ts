/**
 * Mail links take their host from the site's configured origin only (issue 52, decision 0143): a
 * request whose Host or X-Forwarded-Host names another server still makes mail, and links handed
 * out to be passed on, that lead to the site. Otherwise anyone could have the site mail a stranger
 * an invitation, a verification or a reset link that leads to the sender's own server, token and all.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentMail } from '../../scripts/local/ses';
import { accountTexts } from '../../shared/messages/server';
import { buildPath, type RouteName, routeByName } from '../../shared/routes';
import { type ApiClient, sentMail, startApi, type TestApi, uniqueName } from '../support/api';
import type { Member } from './team-support';

let api: TestApi;
let owner: Member;

beforeAll(async () => {
  api = await startApi();
  owner = await api.user('owner');
  expect((await owner.client.call('admin-claim', { body: { token: api.setupToken } })).status).toBe(200);
});
afterAll(() => api.close());

const evil = 'evil.example';
/** What an attacker writes into a request: the host of their own server, both ways. */
const forgeries = {
  'X-Forwarded-Host': { 'x-forwarded-host': evil },
  'Host and X-Forwarded-Host': { host: evil, 'x-forwarded-host': evil },
} as const;
type Forgery = keyof typeof forgeries;

/** An address no other test (file) sends to: the run's SES server holds every file's mail. */
const address = (who: string) => `${who}_${randomBytes(5).toString('hex')}@example.com`;

/**
 * A route called with forged host headers, as `client` (its cookie and address). By node:http:
 * fetch always sends the Host of the URL it is given.
 */
function forged(
  forgery: Forgery,
  client: ApiClient,
  name: RouteName,
  options: { body?: unknown; params?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(buildPath(name, options.params), api.baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: routeByName(name).method,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': client.address,
          ...(client.cookie ? { cookie: client.cookie } : {}),
          ...forgeries[forgery],
        },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          text += chunk;
        });
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** The newest mail to `to` (mail is sent before the route answers). */
async function newestMailTo(to: string): Promise<SentMail> {
  const [mail] = await sentMail(api, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** Every link of a mail, in its text and its HTML, and in its headers (List-Unsubscribe). */
function linksOf(mail: SentMail): URL[] {
  const found = [
    ...mail.text.matchAll(/https?:\/\/[^\s<>"']+/g),
    ...mail.html.matchAll(/https?:\/\/[^\s<>"']+/g),
    ...mail.headers.flatMap((h) => [...h.value.matchAll(/https?:\/\/[^\s<>"']+/g)]),
  ];
  return found.map(([url]) => new URL(url.replaceAll('&amp;', '&')));
}

/** The mail's links all lead to the configured site; answers the one to `path`. */
function siteLinkTo(mail: SentMail, path: string): URL {
  const links = linksOf(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.origin, link.href).toBe(api.baseUrl);
  const link = links.find((url) => url.pathname === path);
  if (!link) throw new Error(`no link to ${path} in ${mail.subject}`);
  return link;
}

describe.each(Object.keys(forgeries) as Forgery[])('a request with a forged %s', (forgery) => {
  it("mails an invitation, and answers its link, on the site's origin", async () => {
    const inviter = await api.user('inviter');
    const to = address('invited');
    const made = await forged(forgery, inviter.client, 'invites-create', { body: { email: to } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.mailed).toBe(true);
    expect(new URL(made.body.url as string).origin).toBe(api.baseUrl);
    const link = siteLinkTo(await newestMailTo(to), '/signup');
    // The mailed link is the shown one with the proof of the address only the mail carries.
    const shown = new URL(made.body.url as string);
    expect(`${link.origin}${link.pathname}`).toBe(`${shown.origin}${shown.pathname}`);
    expect(link.searchParams.get('invite')).toBe(shown.searchParams.get('invite'));
    expect(link.searchParams.get('proof')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("mails a verification link for a new address, and again on request, on the site's origin", async () => {
    const someone = await api.user('verify');
    const to = address('verify');
    const changed = await forged(forgery, someone.client, 'auth-update-profile', { body: { email: to } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const first = siteLinkTo(await newestMailTo(to), '/verify-email');
    const again = await forged(forgery, someone.client, 'auth-email-verify-request');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const second = siteLinkTo(await newestMailTo(to), '/verify-email');
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
  });

  it("answers an admin's reset link on the site's origin", async () => {
    const forgetful = await api.user('forgetful');
    const link = await forged(forgery, owner.client, 'admin-reset-link', {
      params: { id: forgetful.user._id },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const url = new URL(link.body.url as string);
    expect(url.origin).toBe(api.baseUrl);
    expect(url.pathname).toBe('/reset-password');
  });

  it("mails a domain sign-up's verification link, then a forgotten password's link, on the site's origin", async () => {
    const to = address('domain');
    const username = uniqueName('domain');
    try {
      const set = await owner.client.call('admin-settings-update', {
        body: { registration: 'domain', allowedDomains: ['example.com'] },
      });
      expect(set.status).toBe(200);
      const guest = api.client();
      const signedUp = await forged(forgery, guest, 'auth-signup', {
        body: { username, password: 'Passw0rd', email: to },
      });
      expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(202);
      const verify = siteLinkTo(await newestMailTo(to), '/verify-email');
      const verified = await api.client().call('auth-email-verify', {
        body: { token: verify.searchParams.get('token') as string },
      });
      expect(verified).toMatchObject({ status: 200, body: { message: accountTexts.emailVerified } });
    } finally {
      await owner.client.call('admin-settings-update', {
        body: { registration: 'open', allowedDomains: [] },
      });
    }
    const forgot = await forged(forgery, api.client(), 'auth-password-forgot', { body: { login: username } });
    expect(forgot.status).toBe(202);
    siteLinkTo(await newestMailTo(to), '/reset-password');
  });
});
