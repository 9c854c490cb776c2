/**
 * The settings of the routes between people: search (functions/search/), teammates, requests and
 * notifications with their settings (functions/notification/), assignments (functions/assignment/)
 * and a shared list's members (functions/lists/). One part of the table of infra/route-settings.ts.
 */
import { read, write } from './presets';
import type { AreaSettings } from './types';

const sendersRead = 'a BatchGet resolves the senders (names and avatars change)';
const requestRead = 'the request is read to learn its sender before the transaction';

export const teamRouteSettings = {
  search: {
    ...read,
    searchIndex: true,
    ddbCalls: 3,
    ddbCallsWhy:
      "user results are a GSI Query beside the Query of the own partition (a `#label` word reads the caller's labels instead, before the partition's Query)",
  },
  'search-user': {
    ...read,
    ddbCalls: 3,
    ddbCallsWhy: "a BatchGet resolves the team's usernames and avatars",
  },
  'notification-get-notifications': { ...read, ddbCalls: 3, ddbCallsWhy: sendersRead },
  'notification-get-requests': { ...read, ddbCalls: 3, ddbCallsWhy: sendersRead },
  'notification-get-teammates': {
    ...read,
    ddbCalls: 3,
    ddbCallsWhy: 'a BatchGet reads the teammates themselves',
  },
  'notification-get-user-info': {
    ...read,
    ddbCalls: 3,
    ddbCallsWhy: "a BatchGet resolves the user's team members",
  },
  'notification-send-requests': write,
  'notification-remove-from-team': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy:
      "when the caller owns shared lists, the teammate's profile is read to end their memberships in them (one more transaction when there are some)",
  },
  'notification-accept': { ...write, ddbCalls: 3, ddbCallsWhy: requestRead },
  'notification-reject': { ...write, ddbCalls: 3, ddbCallsWhy: requestRead },
  'notification-delete': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy: 'an open request is read and dismissed in a transaction (a notification: 2)',
  },
  'notification-seen': {
    ...write,
    ddbCalls: 2,
    ddbCallsWhy: 'the profile is read, and its seen mark moved on by one conditional write',
  },
  'notification-clear': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'a Query finds the notifications read; one transaction deletes each 99 of them',
  },
  'notification-send-assignment': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy:
      "one BatchGet reads the partners' 'assigned to you' settings (off: no notice), then one transaction",
  },
  'notification-edit-assignment': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'the row is read to find every copy to edit',
  },
  'notification-delete-assignment-for-single-teammate': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'the row is read to find the copy',
  },
  'notification-delete-assignment-for-all-teammates': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'the row is read to find the copies',
  },
  /** 1 MiB bodies: the original client sends every grouped row it holds (functions/assignment/status.ts). */
  'notification-get-assignments-status': read,
  'lists-members': {
    ...read,
    ddbCalls: 3,
    ddbCallsWhy: 'the list is read for its members, then one BatchGet reads their names and avatars',
  },
  'lists-member-add': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "the list and both profiles are read in one BatchGet (a first share also counts the list's tasks), one transaction adds the member on both sides, then one BatchGet reads the members' names",
  },
  'lists-member-role': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      'one transaction changes the role on the list and the member, then the members are read for the answer',
  },
  'lists-member-remove': write,
  /** Notification settings (docs/notification-emails.md): the session read holds them. */
  'notification-settings': { ...read, ddbCalls: 1 },
  /** One transaction: the profile's settings and the digest's schedule. */
  'notification-settings-update': write,
  /** Public: the signed token names the user; one transaction (the digest's schedule with it). */
  'notification-unsubscribe': { ...write, ddbCalls: 1 },
  /** Public: a redirect to the site's unsubscribe page; reads nothing (1: the budget's floor). */
  'notification-unsubscribe-page': { ...read, ddbCalls: 1 },
} as const satisfies AreaSettings;
