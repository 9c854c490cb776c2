/**
 * Bodies and query strings of the notification settings and the one-click unsubscribe
 * (docs/api.md#notification-settings).
 */
import * as v from 'valibot';
import { notificationSettingsTexts as text } from '../../messages/server';
import { notificationChoices } from '../../notification-settings';
import { isTimeZone } from '../../repeat';
import { body } from './fields';

const choice = (kind: string) => v.optional(v.picklist(notificationChoices, text.choiceInvalid(kind)));

/** POST /api/notification-settings: any of the five kinds, and the browser's IANA zone. */
export const notificationSettingsBody = body({
  mentions: choice('mentions'),
  assigned: choice('assigned'),
  comments: choice('comments'),
  completions: choice('completions'),
  digest: choice('digest'),
  timeZone: v.optional(v.pipe(v.string(text.timeZoneInvalid), v.check(isTimeZone, text.timeZoneInvalid))),
});

/** The signed token of an unsubscribe link (`?token=`): checked by the route, not the schema. */
export const unsubscribeQuery = v.object({
  token: v.pipe(v.optional(v.string(), ''), v.maxLength(400, text.tokenInvalid)),
});
