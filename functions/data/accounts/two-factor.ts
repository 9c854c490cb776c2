/**
 * Two-factor sign-in on the profile (docs/data-model.md#two-factor-sign-in): a secret made by the
 * setup waits as `totpPending` until a code from it turns two-factor on (`totpSecret`, `twoFactor`,
 * the recovery codes' hashes); the last time step accepted (`totpLastStep`) makes every code good
 * once. Each write is one UpdateItem conditioned on the state it was checked against, so two
 * requests racing with one code, or a code checked against a secret replaced meanwhile, spend
 * nothing twice.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountTexts } from '@shared/messages/server';
import { Conflict, Invalid } from '../../lib/errors';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import { keys } from '../core/keys';
import type { UnitOfWork } from '../core/unit-of-work';
import { joinParts, type UpdateParts } from '../core/update-parts';
import type { SessionEntry } from './session-entries';
import { onlySession, sessionReplaced } from './sessions';

/**
 * What a second factor proved, checked against the profile as read (functions/lib/second-factor.ts):
 * a code of this time step from this secret, or the recovery code with this hash.
 */
export type SecondFactorProof =
  | { kind: 'code'; secret: string; step: number }
  | { kind: 'recovery'; hash: string };

const twoFactorOff = 'attribute_not_exists(twoFactor) OR twoFactor = :off';

/** The conditions under which a proof still holds: the same secret and a later step, or the recovery code unspent. */
function stillHolds(proof: SecondFactorProof): UpdateParts {
  return proof.kind === 'code'
    ? {
        conditions: [
          'twoFactor = :on AND totpSecret = :secret',
          'attribute_not_exists(totpLastStep) OR totpLastStep < :step',
        ],
        values: { ':on': true, ':secret': proof.secret, ':step': proof.step },
      }
    : {
        conditions: ['twoFactor = :on AND attribute_exists(recoveryCodes.#code)'],
        names: { '#code': proof.hash },
        values: { ':on': true },
      };
}

/**
 * The part of a profile update that spends a proof (a sign-in's, a reset's): the step becomes the
 * last one accepted, or the recovery code is gone. Conditioned on the proof holding still.
 */
export function spent(proof: SecondFactorProof): UpdateParts {
  const holds = stillHolds(proof);
  return proof.kind === 'code'
    ? { ...holds, set: ['totpLastStep = :step'] }
    : { ...holds, remove: ['recoveryCodes.#code'] };
}

/** The part of an update that only an account without two-factor sign-in may pass (a reset without a code). */
export const withoutTwoFactor: UpdateParts = { conditions: [twoFactorOff], values: { ':off': false } };

async function updateProfile(userId: string, ...parts: UpdateParts[]): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({ TableName: tableName, Key: keys.user(userId), ...joinParts(...parts) }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Spends a proof on its own (a check that starts no session and changes nothing else: the first
 * call of an account's deletion). False when it no longer holds (a race spent it first).
 */
export const spendProof = (userId: string, proof: SecondFactorProof): Promise<boolean> =>
  updateProfile(userId, spent(proof));

/**
 * Keeps a new secret on the profile, pending until a code from it turns two-factor sign-in on
 * (a setup started again replaces it). Conflict while two-factor sign-in is on.
 */
export async function keepPendingSecret(userId: string, secret: string, unit: UnitOfWork): Promise<void> {
  unit.keepsAnswerOnly();
  const kept = await updateProfile(userId, {
    set: ['totpPending = :secret'],
    conditions: ['attribute_exists(pk)', twoFactorOff],
    values: { ':secret': secret, ':off': false },
  });
  if (!kept) throw new Conflict(accountTexts.twoFactorAlreadyOn);
}

/**
 * Turns two-factor sign-in on with the pending secret a code proved (its step is the first one
 * accepted) and the hashes of the new recovery codes, keeping only the caller's session (as
 * `keep.entry`) in the same write. Conflict when the pending secret changed meanwhile (another
 * setup), two-factor sign-in came on, or the caller's session ended.
 */
export async function turnOnTwoFactor(
  userId: string,
  proof: { secret: string; step: number },
  recoveryHashes: string[],
  keep: { sessionId: string; entry: SessionEntry },
  unit: UnitOfWork,
): Promise<void> {
  unit.keepsAnswerOnly();
  const on = await updateProfile(
    userId,
    {
      set: ['twoFactor = :on', 'totpSecret = :secret', 'totpLastStep = :step', 'recoveryCodes = :codes'],
      remove: ['totpPending'],
      conditions: ['totpPending = :secret', twoFactorOff],
      values: {
        ':on': true,
        ':off': false,
        ':secret': proof.secret,
        ':step': proof.step,
        ':codes': Object.fromEntries(recoveryHashes.map((hash) => [hash, true])),
      },
    },
    // Every other session ends: one begun by whoever else held the password or a cookie.
    onlySession(keep.sessionId, keep.entry),
  );
  if (!on) throw new Conflict(accountTexts.twoFactorChanged);
}

/**
 * Turns two-factor sign-in off: the secret, the last step and the recovery codes go. Invalid when
 * the proof no longer holds (the same code or recovery code spent meanwhile).
 */
export async function turnOffTwoFactor(
  userId: string,
  proof: SecondFactorProof,
  unit: UnitOfWork,
): Promise<void> {
  unit.keepsAnswerOnly();
  const off = await updateProfile(
    userId,
    {
      set: ['twoFactor = :off'],
      remove: ['totpSecret', 'totpLastStep', 'recoveryCodes', 'totpPending'],
      values: { ':off': false },
    },
    stillHolds(proof),
  );
  if (!off) throw new Invalid(accountTexts.codeInvalid);
}

/**
 * A step-up (functions/auth/step-up.ts): this session's entry now says which second factor it
 * proved, and a code's proof is spent in the same write (conditioned on it holding still). Invalid
 * ('That code is not valid') when the proof was spent meanwhile or the session ended.
 */
export async function proveSecondFactor(
  userId: string,
  sessionId: string,
  entry: SessionEntry,
  proof: SecondFactorProof | null,
  unit: UnitOfWork,
): Promise<void> {
  unit.keepsAnswerOnly();
  const proved = await updateProfile(
    userId,
    sessionReplaced(sessionId, entry),
    ...(proof ? [spent(proof)] : []),
  );
  if (!proved) throw new Invalid(accountTexts.codeInvalid);
}
