/**
 * Every mail is built here, from parts, so that every mail keeps the same rules: a text and an HTML
 * part that say the same; every text given (users' texts among them: a name, a task's title) escaped
 * in the HTML, so none can add markup, a link or a script; links only to the site's own origin, so a
 * mail of ours never sends anyone elsewhere; and a closing line saying why it was sent.
 */
import type { Mail } from './mail';

/** A link of the mail: a path on the site, and what it says. */
export interface MailLink {
  readonly label: string;
  /** `/…` on the site's origin: anything that leads elsewhere is refused. */
  readonly path: string;
}

export interface MailParts {
  readonly to: readonly string[];
  /** One line: line breaks become spaces (no header can be slipped in). */
  readonly subject: string;
  /** The body, one plain-text paragraph each (a line break inside stays one). */
  readonly paragraphs: readonly string[];
  readonly link?: MailLink;
  /** Lists under headings (the daily digest): each line's text, and its link on the site. */
  readonly sections?: readonly MailSection[];
  /** Why the recipient gets this mail: the closing line of both parts. */
  readonly reason: string;
  /**
   * One-click unsubscribe (RFC 8058): `post`, the site's URL a mail client POSTs
   * `List-Unsubscribe=One-Click` to (the List-Unsubscribe headers), and `page`, the link in the body
   * to the site's page that asks first. Both on the site, both without signing in.
   */
  readonly unsubscribe?: { readonly label: string; readonly post: string; readonly page: string };
}

export interface MailSection {
  readonly title: string;
  readonly lines: readonly { readonly text: string; readonly path?: string }[];
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe in HTML content and in quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => htmlEntities[c] as string);

/**
 * The absolute URL of `path` on the site at `origin` (`https://todo.example.com`, as
 * ./site.ts finds it). Throws for a path that is not `/…` or that leads to
 * another origin (`//host`, `/\host`): a mail's link is ours, whatever a caller passes.
 */
export function siteUrl(origin: string, path: string): string {
  if (!URL.canParse(origin) || new URL(origin).origin !== origin || !/^https?:/.test(origin))
    throw new Error(`Mail links need the site's origin (https://host), not ${JSON.stringify(origin)}`);
  const url = new URL(path, origin);
  if (!path.startsWith('/') || url.origin !== origin)
    throw new Error(`Mail links go to the site only, not to ${JSON.stringify(path)}`);
  return url.href;
}

/** Control characters (line breaks among them) run together into one space. */
const oneLine = (text: string): string => text.replace(/\p{Cc}+/gu, ' ').trim();
const lines = (text: string): string => text.replace(/\r\n?/g, '\n');

/** Inline styles: mail clients drop style sheets and classes, and keep a `style` attribute. */
const style = {
  body: "margin:0;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5;color:#1f2328",
  paragraph: 'margin:0 0 16px',
  link: 'color:#0969da',
  heading: 'margin:24px 0 8px;font-size:17px',
  reason: 'margin:32px 0 0;font-size:13px;color:#59636e',
};

/** The mail of `parts`, its link on the site at `origin`. */
export function buildMail(origin: string, parts: MailParts): Mail {
  const subject = oneLine(parts.subject);
  const paragraphs = parts.paragraphs.map(lines);
  const reason = lines(parts.reason);
  const link = parts.link && { label: oneLine(parts.link.label), url: siteUrl(origin, parts.link.path) };
  const sections = (parts.sections ?? []).map((section) => ({
    title: oneLine(section.title),
    lines: section.lines.map((line) => ({
      text: oneLine(line.text),
      url: line.path === undefined ? undefined : siteUrl(origin, line.path),
    })),
  }));
  const unsubscribe = parts.unsubscribe && {
    label: oneLine(parts.unsubscribe.label),
    post: siteUrl(origin, parts.unsubscribe.post),
    page: siteUrl(origin, parts.unsubscribe.page),
  };

  const text = [
    ...paragraphs,
    ...sections.map((section) =>
      [
        section.title,
        ...section.lines.map((line) => `- ${line.text}${line.url ? `\n  ${line.url}` : ''}`),
      ].join('\n'),
    ),
    ...(link ? [`${link.label}: ${link.url}`] : []),
    // The signature separator (dash, dash, space): mail clients set what follows apart.
    `-- \n${reason}${unsubscribe ? `\n${unsubscribe.label}: ${unsubscribe.page}` : ''}`,
  ].join('\n\n');

  const inHtml = (paragraph: string) => escapeHtml(paragraph).replaceAll('\n', '<br>');
  const anchor =
    link && `<a href="${escapeHtml(link.url)}" style="${style.link}">${escapeHtml(link.label)}</a>`;
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="${style.body}">`,
    ...paragraphs.map((paragraph) => `<p style="${style.paragraph}">${inHtml(paragraph)}</p>`),
    ...sections.flatMap((section) => [
      `<h2 style="${style.heading}">${escapeHtml(section.title)}</h2>`,
      `<ul style="${style.paragraph}">`,
      ...section.lines.map(
        (line) =>
          `<li>${
            line.url
              ? `<a href="${escapeHtml(line.url)}" style="${style.link}">${escapeHtml(line.text)}</a>`
              : escapeHtml(line.text)
          }</li>`,
      ),
      '</ul>',
    ]),
    ...(anchor ? [`<p style="${style.paragraph}">${anchor}</p>`] : []),
    `<p style="${style.reason}">${inHtml(reason)}${
      unsubscribe
        ? `<br><a href="${escapeHtml(unsubscribe.page)}" style="${style.link}">${escapeHtml(unsubscribe.label)}</a>`
        : ''
    }</p>`,
    '</body></html>',
  ].join('\n');

  const headers = unsubscribe
    ? [
        { name: 'List-Unsubscribe', value: `<${unsubscribe.post}>` },
        { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
      ]
    : undefined;
  return { to: parts.to, subject, text, html, ...(headers ? { headers } : {}) };
}
