/**
 * The settings most routes start from (`read`, `write`, `passwordWork`) and the reasons several
 * areas' tables give for a budget above two calls, kept once so that the areas say them alike.
 */
import type { RouteSettings } from './types';

/**
 * 512 MB by default: an arm64 function's CPU share is proportional to memory, and at 512 MB the
 * cold start (parsing a ~0.6 MB bundle with the SDK inside) and JWT verification stay well under
 * 100 ms of CPU while the cost per request stays small. 10 s is far above any keyed DynamoDB call
 * with retries and below API Gateway's 30 s integration limit.
 */
const base = { memoryMb: 512, timeoutSeconds: 10, ddbCalls: 2 } as const;
export const read = { ...base, table: 'read' } as const satisfies RouteSettings;
export const write = { ...base, table: 'write' } as const satisfies RouteSettings;
/**
 * scrypt at N=2^17, r=8 needs 128 MiB per hash (functions/lib/password.ts); 1024 MB leaves room
 * for the runtime and gives the function over half a vCPU, so one hash takes well under a second.
 */
export const passwordWork = { ...write, memoryMb: 1024 } as const satisfies RouteSettings;

/**
 * An account's deletion (functions/data/accounts/account-deletion.ts): it works up to 12 s a call and answers
 * 202 while more is left, so 29 s (API Gateway's limit) is room for the step under way at that
 * point; it deletes the avatar object and batch-deletes its partition.
 */
export const accountDeletion = { timeoutSeconds: 29, avatarDeletes: true, bulkDelete: true } as const;
/** The calls of an account's deletion, by the account itself or by an admin. */
export const deletionCalls =
  'the first call marks the profile, then a Query of the partition, one of the invitations and one transaction end a bare account; more to delete is more calls (a transaction or two per copy assigned to it, shared list, request and teammate; a Query and 40 batch deletes per 1,000 items), until the call answers 202 at its deadline and the next goes on';
/** Every password check a session makes (decision 0142): four calls around the hash. */
export const sessionPasswordCheck =
  "the password check is reserved in the account's and the address's windows, then settled (the account's window deleted, the address's reservation given back: functions/lib/password-check.ts)";

/** The deploy's read that `requireTwoFactorForAdmins` costs an admin without a second factor. */
export const adminSecondFactor =
  'an admin whose session proved no second factor also reads whether the deploy requires one';
