/**
 * Every mail's rules (./mail-message.ts): what users wrote is escaped in the HTML part, links go to
 * the site's own origin only, and both parts carry the link and why the mail was sent.
 */
import { describe, expect, it } from 'vitest';
import { buildMail, type MailParts, siteUrl } from './mail-message';

const origin = 'https://todo.example.com';
const hostile = `<script>alert("x")</script> Tom & Jerry's "list"`;

const parts: MailParts = {
  to: ['ada@example.com'],
  subject: 'Ada invited you to a list',
  paragraphs: [`Ada shared the list ${hostile} with you.`],
  link: { label: 'Open the list', path: '/?list=01J0000000000000000000000&from=mail' },
  reason: 'You get this mail because a teammate shared a list with you on Team Todo.',
};

describe('buildMail', () => {
  it('escapes what users wrote in the HTML part: no tag, quote or bare ampersand of theirs survives', () => {
    const { html } = buildMail(origin, parts);
    expect(html).not.toContain('<script');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry&#39;s &quot;list&quot;',
    );
  });

  it('keeps the text part as written: plain text needs no escaping', () => {
    expect(buildMail(origin, parts).text).toContain(`Ada shared the list ${hostile} with you.`);
  });

  it('escapes the subject, the link label and the reason in the HTML part too', () => {
    const { html, subject } = buildMail(origin, {
      ...parts,
      subject: `${hostile}\r\nBcc: everyone@example.com`,
      link: { label: '<b>Open</b>', path: '/' },
      reason: 'Because <i>you</i> & "we" said so',
    });
    expect(subject).toBe(`${hostile} Bcc: everyone@example.com`);
    expect(html).not.toMatch(/<(script|b|i)>/);
    expect(html).toContain('&lt;b&gt;Open&lt;/b&gt;');
    expect(html).toContain('Because &lt;i&gt;you&lt;/i&gt; &amp; &quot;we&quot; said so');
  });

  it('carries the link and the reason in both parts', () => {
    const { text, html } = buildMail(origin, parts);
    const url = `${origin}/?list=01J0000000000000000000000&from=mail`;
    expect(text).toContain(`Open the list: ${url}`);
    expect(text).toMatch(new RegExp(`\\n-- \\n${parts.reason}$`));
    expect(html).toContain(`<a href="${url.replace('&', '&amp;')}"`);
    expect(html).toContain(`>${parts.reason}</p>`);
  });

  it('makes one paragraph per part in both, line breaks kept', () => {
    const { text, html } = buildMail(origin, {
      ...parts,
      paragraphs: ['One\r\ntwo', 'Three'],
      link: undefined,
    });
    expect(text.startsWith('One\ntwo\n\nThree\n\n-- \n')).toBe(true);
    expect(html).toContain('>One<br>two</p>');
    expect(html).toContain('>Three</p>');
    expect(html).not.toContain('<a ');
  });

  it('refuses a link to another origin', () => {
    for (const path of [
      'https://evil.example/login',
      '//evil.example/login',
      '/\\evil.example/login',
      'javascript:alert(1)',
      'http://todo.example.com/',
      'reset?token=x',
    ])
      expect(() => buildMail(origin, { ...parts, link: { label: 'Open', path } }), path).toThrow(
        /go to the site only/,
      );
  });
});

describe('siteUrl', () => {
  it('makes a path on the site absolute', () => {
    expect(siteUrl(origin, '/reset?token=abc')).toBe(`${origin}/reset?token=abc`);
    expect(siteUrl('http://localhost:3000', '/')).toBe('http://localhost:3000/');
  });

  it('refuses an origin that is no origin', () => {
    for (const bad of ['todo.example.com', 'https://todo.example.com/', 'ftp://todo.example.com', ''])
      expect(() => siteUrl(bad, '/'), bad).toThrow(/need the site's origin/);
  });
});
