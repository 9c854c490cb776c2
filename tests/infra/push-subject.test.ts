// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
/**
 * The VAPID subject (docs/infra.md#push-subject): every push carries it, and Apple answers 403
 * BadJwtToken to one it cannot reach, so the functions that send push get a real one from the stack:
 * `-c vapidSubject=mailto:...`, else `https://` and the site's domain (the custom one when given).
 * Subjects no push service can reach (`.invalid`, `.local`, localhost, loopback) fail the synth.
 */
import { describe, expect, it } from 'vitest';
import { synthesise } from './synth';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012';

/** VAPID_SUBJECT of every function that has one, by description. */
function subjects(context: Record<string, unknown> = {}) {
  const template = synthesise(context).template.toJSON();
  const functions = Object.entries(template.Resources as Record<string, any>).filter(
    ([, r]) => r.Type === 'AWS::Lambda::Function' && r.Properties.Environment?.Variables?.VAPID_SUBJECT,
  );
  return { template, functions };
}

describe('the VAPID subject', () => {
  it('is the site itself by default, on the reminder poller, the one function that sends push', () => {
    const { template, functions } = subjects();
    expect(functions.map(([, f]) => f.Properties.Description)).toEqual([
      expect.stringMatching(/^Reminders:/),
    ]);
    const [distribution] = Object.entries(template.Resources as Record<string, any>).find(
      ([, r]) => r.Type === 'AWS::CloudFront::Distribution',
    ) as [string, unknown];
    expect(functions[0]?.[1].Properties.Environment.Variables.VAPID_SUBJECT).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]],
    });
  });

  it('is the custom domain when the site has one', () => {
    const { functions } = subjects({ domainName: 'todo.example.com', certificateArn });
    expect(functions[0]?.[1].Properties.Environment.Variables.VAPID_SUBJECT).toBe('https://todo.example.com');
  });

  it('is -c vapidSubject when given', () => {
    const { functions } = subjects({ vapidSubject: 'mailto:ops@example.com' });
    expect(functions[0]?.[1].Properties.Environment.Variables.VAPID_SUBJECT).toBe('mailto:ops@example.com');
  });

  it.each([
    'mailto:reminders@teamtodo.invalid',
    'mailto:ops@printer.local',
    'https://localhost',
    'https://app.localhost/',
    'https://127.0.0.1',
  ])('refuses %s at synth time', (vapidSubject) => {
    expect(() => synthesise({ vapidSubject })).toThrow(/push services cannot reach/);
  });

  it.each(['ops@example.com', 'http://example.com', 'mailto:'])(
    'refuses %s, not a mailto: or https: subject',
    (vapidSubject) => {
      expect(() => synthesise({ vapidSubject })).toThrow(/must be mailto:<address> or https:\/\/<host>/);
    },
  );

  it('refuses a custom domain push services cannot reach, unless -c vapidSubject says otherwise', () => {
    expect(() => synthesise({ domainName: 'todo.local', certificateArn })).toThrow(
      /push services cannot reach/,
    );
    const { functions } = subjects({
      domainName: 'todo.local',
      certificateArn,
      vapidSubject: 'mailto:ops@example.com',
    });
    expect(functions[0]?.[1].Properties.Environment.Variables.VAPID_SUBJECT).toBe('mailto:ops@example.com');
  });
});
