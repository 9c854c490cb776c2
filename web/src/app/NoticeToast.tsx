/**
 * The toast of a live notice (a reminder, a teammate's completion), on every open page,
 * with a link to the task highlighted on the dashboard. Loaded on the first notice only, so the
 * first download does not carry it.
 */

import type { LiveNotice } from '@shared/live';
import { reminderTexts } from '@shared/messages/server';
import { noticeLink } from '@shared/task-links';
import { toast } from '../lib/toast';

export const noticeUrl = (notice: LiveNotice) => noticeLink(notice.todo, notice.comment);

export function showNotice(notice: LiveNotice, go: (url: string) => void): void {
  const url = noticeUrl(notice);
  toast(
    (shown) => (
      <span className="notice-toast">
        {notice.message}{' '}
        <a
          href={url}
          onClick={(event) => {
            event.preventDefault();
            toast.dismiss(shown.id);
            go(url);
          }}
        >
          {reminderTexts.toastOpen}
        </a>
      </span>
    ),
    // One toast per notification, even if a retried stream batch repeats the message.
    { id: `notice-${notice.id}`, duration: 10_000, icon: '🔔' },
  );
}
