/**
 * The settings of the deploy's administration (functions/admin/: the claim, the directory, roles,
 * reset links, the transfer, the deploy's settings) and of invitations (functions/invites/). One
 * part of the table of infra/route-settings.ts.
 */
import { accountDeletion, adminSecondFactor, deletionCalls, read, write } from './presets';
import type { AreaSettings } from './types';

export const adminRouteSettings = {
  'admin-claim': {
    ...write,
    searchIndex: true,
    directoryIndex: true,
    setupSecret: true,
    timeoutSeconds: 29,
    ddbCalls: 40,
    ddbCallsWhy:
      "once per deploy: the address's check is reserved in its rate window and one transaction makes the owner; then a Query of the directory and one of the username index per first character find the accounts made before the directory (one write each puts them in)",
  },
  'admin-users': { ...read, directoryIndex: true, ddbCalls: 3, ddbCallsWhy: adminSecondFactor },
  'admin-user-update': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy: `the account is read for its role, then changed on the condition that the role is still the one read; ${adminSecondFactor}`,
  },
  'admin-reset-link': {
    ...write,
    siteLinks: true,
    ddbCalls: 4,
    ddbCallsWhy: `the account is read for its role, then one transaction writes the link and ends its sessions; ${adminSecondFactor}`,
  },
  'admin-transfer': { ...write, ddbCalls: 3, ddbCallsWhy: adminSecondFactor },
  /** The deploy's settings are read once, for the answer and for the second-factor rule. */
  'admin-settings': read,
  'admin-settings-update': { ...write, ddbCalls: 3, ddbCallsWhy: adminSecondFactor },
  'admin-user-delete': {
    ...write,
    ...accountDeletion,
    ddbCalls: 7,
    ddbCallsWhy: `the account is read for its role; ${deletionCalls}; ${adminSecondFactor}`,
  },
  'invites-create': {
    ...write,
    mail: true,
    ddbCalls: 5,
    ddbCallsWhy:
      "a member's invitation reads the deploy's settings first (may members invite?); one to mail reserves its place in the sender's and the address's daily windows",
  },
  'invites-list': read,
  'invites-delete': write,
} as const satisfies AreaSettings;
