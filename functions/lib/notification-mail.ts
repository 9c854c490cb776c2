/**
 * The notification emails, each built by ./mail-message.ts (text and HTML, every given text
 * escaped, links to the site only, why it was sent) from shared/messages/server.ts
 * `notificationMailTexts`, with RFC 8058 one-click unsubscribe for its one kind.
 */
import { notificationMailTexts as texts } from '@shared/messages/server';
import type { NotificationKind } from '@shared/notification-settings';
import { buildPath } from '@shared/routes';
import { noticeLink, taskLink } from '@shared/task-links';
import type { DigestContent, DigestLine } from '../data/notifications/notification-emails';
import type { Mail } from './mail';
import { buildMail } from './mail-message';
import { unsubscribeToken } from './unsubscribe-token';

/** The unsubscribe parts of a mail of `kind` for `userId`. */
async function unsubscribeParts(userId: string, kind: NotificationKind) {
  const token = encodeURIComponent(await unsubscribeToken(userId, kind));
  return {
    label: texts.unsubscribe(texts.kindNames[kind]),
    post: `${buildPath('notification-unsubscribe')}?token=${token}`,
    page: `/unsubscribe?token=${token}`,
  };
}

export async function noticeMail(
  origin: string,
  notice: {
    to: string;
    userId: string;
    kind: NotificationKind;
    message: string;
    todo?: string | undefined;
    /** A comment's notice: the comment the link opens at, and its text (quoted, escaped as every text). */
    comment?: string | undefined;
    quote?: string | undefined;
  },
): Promise<Mail> {
  const path = notice.todo ? noticeLink(notice.todo, notice.comment) : undefined;
  return buildMail(origin, {
    to: [notice.to],
    subject: texts.notice.subject(notice.message),
    paragraphs: [notice.message, ...(notice.quote ? [texts.notice.quote(notice.quote)] : [])],
    ...(path ? { link: { label: texts.notice.link, path } } : {}),
    reason: texts.notice.reason(texts.kindNames[notice.kind]),
    unsubscribe: await unsubscribeParts(notice.userId, notice.kind),
  });
}

const linesOf = (lines: DigestLine[]) =>
  lines.map((line) => ({ text: line.text, ...(line.todo ? { path: taskLink(line.todo) } : {}) }));

export async function digestMail(
  origin: string,
  digest: { to: string; userId: string; username: string; content: DigestContent },
): Promise<Mail> {
  const { content } = digest;
  const sections = [
    { title: texts.digest.dueToday, lines: linesOf(content.dueToday) },
    { title: texts.digest.overdue, lines: linesOf(content.overdue) },
    { title: texts.digest.assigned, lines: linesOf(content.assigned) },
    { title: texts.digest.mentions, lines: linesOf(content.mentions) },
    { title: texts.digest.completed, lines: linesOf(content.completed) },
  ].filter((section) => section.lines.length > 0);
  return buildMail(origin, {
    to: [digest.to],
    subject: texts.digest.subject(content.day),
    paragraphs: [texts.digest.intro(digest.username)],
    sections,
    link: { label: texts.digest.link, path: '/' },
    reason: texts.digest.reason,
    unsubscribe: await unsubscribeParts(digest.userId, 'digest'),
  });
}
