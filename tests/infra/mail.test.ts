// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
/**
 * Mail in the stack (docs/infra.md#mail): a route whose settings say `mail` gets `MAIL_FROM` and
 * `ses:SendEmail` on the sender's identities only when the deploy names a sender (`-c mailFrom`);
 * every other function gets neither, and without a sender no function does. A synthetic route
 * (infra/synthetic-routes.ts) marked `mail` beside its twin shows that `mail` alone makes the difference.
 * Every function may be told whether the site sends mail (`MAIL_ON`), which grants nothing.
 */
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { mailSenderFrom } from '../../infra/config';
import type { ApiRoute } from '../../infra/constructs/route-stacks';
import { settingsFor } from '../../infra/route-settings';
import { syntheticRoutes } from '../../infra/synthetic-routes';
import { routes } from '../../shared/routes';
import { synthesise } from './synth';

const mailFrom = 'Team Todo <no-reply@example.com>';

/** Two synthetic routes alike but for `mail`: the first sends mail, the second does not. */
function mailRoutes(): ApiRoute[] {
  const [sender, peer] = syntheticRoutes(3).filter((route) => route.definition.method === 'GET');
  if (!sender || !peer) throw new Error('syntheticRoutes gives two GET routes among three');
  return [{ ...sender, settings: { ...sender.settings, mail: true } }, peer];
}

/** Every Lambda function of the synthesised stack, with its role's statements. */
function functionsOf(context: Record<string, unknown>) {
  const routes = mailRoutes();
  const resources = synthesise(context, { extraRoutes: routes }).merged.Resources as Record<string, any>;
  const statementsOf = (roleId: string) =>
    Object.values(resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((x: any) => x.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement);
  const functions = Object.values(resources)
    .filter((r) => r.Type === 'AWS::Lambda::Function')
    .map((f) => {
      const roleId = f.Properties.Role['Fn::GetAtt'][0] as string;
      return {
        description: String(f.Properties.Description),
        environment: (f.Properties.Environment?.Variables ?? {}) as Record<string, unknown>,
        roleId,
        statements: statementsOf(roleId),
      };
    });
  const byPath = (path: string) => functions.find((f) => f.description.endsWith(` ${path}`));
  const [sender, peer] = routes.map((route) => byPath(route.definition.path));
  if (!sender || !peer) throw new Error('the synthetic routes have no functions');
  return { functions, sender, peer };
}

const grants = (prefix: string, statements: any[], matching = true) =>
  statements.filter(
    (s) => [s.Action].flat().some((action: string) => action.startsWith(prefix)) === matching,
  );
const mailStatements = (statements: any[]) => grants('ses:', statements);
/** What a role allows but mail and logs (each role writes the log groups of its own routes). */
const otherGrants = (statements: any[]) => grants('logs:', grants('ses:', statements, false), false);

/** `arn:<partition>:ses:<region>:<account>:identity/<name>` as CloudFormation spells it. */
const identityArn = (name: string) => ({
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      ':ses:',
      { Ref: 'AWS::Region' },
      ':',
      { Ref: 'AWS::AccountId' },
      `:identity/${name}`,
    ],
  ],
});

describe('mail in the stack', () => {
  it("gives a mail route the sender and SendEmail on the sender's identities, and no other function either", () => {
    const { functions, sender, peer } = functionsOf({ mailFrom });
    expect(sender.environment.MAIL_FROM).toBe(mailFrom);
    expect(mailStatements(sender.statements)).toEqual([
      {
        Effect: 'Allow',
        Action: 'ses:SendEmail',
        Resource: [identityArn('example.com'), identityArn('no-reply@example.com')],
      },
    ]);
    // Its peer differs by `mail` alone: a role of its own, whose grants differ by that statement alone.
    expect(peer.roleId).not.toBe(sender.roleId);
    expect(otherGrants(sender.statements)).toEqual(otherGrants(peer.statements));
    const mailRoutesOfManifest = new Set(
      routes.filter((route) => settingsFor(route.name).mail).map((route) => `${route.method} ${route.path}`),
    );
    expect(mailRoutesOfManifest.size).toBeGreaterThan(0);
    for (const other of functions.filter((f) => f !== sender)) {
      // The reminder poller sends the notification emails and the daily digest (docs/notification-emails.md).
      const sends = mailRoutesOfManifest.has(other.description) || other.description.startsWith('Reminders:');
      expect(other.environment.MAIL_FROM, other.description).toBe(sends ? mailFrom : undefined);
      expect(mailStatements(other.statements).length > 0, other.description).toBe(sends);
      if (other.description.includes(' /')) expect(other.environment.MAIL_ON, other.description).toBe('true');
    }
  });

  it("gives the routes that mail or hand out links the site's origin, with or without a sender, and no other route", () => {
    // Their links are built on it, never on a request header (functions/lib/site.ts, decision 0143).
    const { functions, sender, peer } = functionsOf({});
    expect(sender.environment.SITE_ORIGIN).toEqual(expect.anything());
    expect(peer.environment.SITE_ORIGIN).toBeUndefined();
    const linkRoutes = new Set(
      routes
        .filter((route) => settingsFor(route.name).mail || settingsFor(route.name).siteLinks)
        .map((route) => `${route.method} ${route.path}`),
    );
    expect(linkRoutes).toContain('POST /api/admin/users/{id}/reset-link');
    for (const f of functions.filter((f) => f !== sender && f.description.includes(' /')))
      expect(f.environment.SITE_ORIGIN !== undefined, f.description).toBe(linkRoutes.has(f.description));
  });

  it('gives no function the sender or any SES permission without -c mailFrom', () => {
    const { functions, sender, peer } = functionsOf({});
    for (const f of functions) {
      expect(f.environment.MAIL_FROM, f.description).toBeUndefined();
      expect(f.environment.MAIL_ON, f.description).toBeUndefined();
      expect(mailStatements(f.statements), f.description).toEqual([]);
    }
    // Nothing to send as: the mail route's grants are its peer's, and so is its role.
    expect(sender.roleId).toBe(peer.roleId);
  });
});

describe('-c mailFrom', () => {
  const sender = (mailFrom: string) => mailSenderFrom(new App({ context: { mailFrom } }).node);

  it('takes an address alone or after a name, and finds its identities', () => {
    expect(sender('no-reply@example.com')).toEqual({
      from: 'no-reply@example.com',
      address: 'no-reply@example.com',
      domain: 'example.com',
    });
    expect(sender(' "Team Todo" <No-Reply@Mail.Example.COM> ')).toEqual({
      from: '"Team Todo" <No-Reply@Mail.Example.COM>',
      address: 'No-Reply@Mail.Example.COM',
      domain: 'mail.example.com',
    });
    expect(mailSenderFrom(new App().node)).toBeUndefined();
  });

  it.each([
    'no-reply',
    'no-reply@localhost',
    'no-reply@teamtodo.invalid',
    'Team Todo <no-reply@example.com',
    'Team <Todo> <no-reply@example.com>',
    'Équipe <no-reply@example.com>',
    'a@b@example.com',
  ])('refuses %s, which SES could not send from', (from) => {
    expect(() => sender(from)).toThrow(/Context mailFrom .* must be an address/);
  });

  it('fails the synth with that message', () => {
    expect(() => synthesise({ mailFrom: 'no-reply@localhost' })).toThrow(/Context mailFrom/);
  });
});
