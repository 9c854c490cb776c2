/**
 * Who runs a deploy and who may join it (docs/api.md#accounts): the roles a user has, how sign-up
 * is opened, and the settings' defaults. Read by the server's routes and the web's admin screens.
 */

/** One owner per deploy; admins act on members; the owner acts on admins too. */
export const userRoles = ['owner', 'admin', 'member'] as const;
export type UserRole = (typeof userRoles)[number];

/** The roles an admin screen may give: `owner` only changes hands by a transfer. */
export const assignableRoles = ['admin', 'member'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

/** `open`: anyone; `invite`: with an invitation; `domain`: with an email in an allowed domain. */
export const registrationModes = ['open', 'invite', 'domain'] as const;
export type RegistrationMode = (typeof registrationModes)[number];

export interface DeploySettings {
  registration: RegistrationMode;
  /** Lowercase domains (`example.com`), for `domain` registration. */
  allowedDomains: string[];
  /** Whether members, not only admins, may create invitations. */
  membersCanInvite: boolean;
  requireTwoFactorForAdmins: boolean;
}

/** The settings of a deploy nobody has changed (`registration` may come from the deploy's context). */
export const defaultSettings = (registration: RegistrationMode = 'open'): DeploySettings => ({
  registration,
  allowedDomains: [],
  membersCanInvite: true,
  requireTwoFactorForAdmins: false,
});

/** Whether a role administers the deploy (the admin routes and screens). */
export const isAdminRole = (role: UserRole): boolean => role === 'owner' || role === 'admin';

/**
 * Whether `actor` may change `target`'s account: admins act on members, only the owner on admins,
 * and nobody on the owner (the role changes hands by a transfer only).
 */
export function mayActOn(actor: UserRole, target: UserRole): boolean {
  if (target === 'owner') return false;
  if (actor === 'owner') return true;
  return actor === 'admin' && target === 'member';
}

/** Invitations: how many sign-ups one link admits, and how long it lives. */
export const inviteLimits = {
  usesMin: 1,
  usesMax: 100,
  usesDefault: 1,
  expiresInDaysMin: 1,
  expiresInDaysMax: 30,
  expiresInDaysDefault: 7,
} as const;

/** Users per page of the admin list. */
export const adminUsersPageSize = 50;
