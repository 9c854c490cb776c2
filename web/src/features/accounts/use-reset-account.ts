/**
 * What the reset page's link may act on (docs/api.md#password-resets), read once as the page opens:
 * whose account, whether a code is needed, its passkeys; and the removal of a passkey by the same
 * link, whose answer is the account as it now is. A link that is dead says so here, before the
 * person types a new password twice.
 */
import { accountScreens as text } from '@shared/messages/accounts';
import type { ResetAccount } from '@shared/types';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../api/client';
import { removePasskeyByReset, resetAccount } from './api/accounts';

export function useResetAccount(token: string) {
  const [data, setData] = useState<ResetAccount | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (token === '') return;
    let live = true;
    resetAccount(token).then(
      (account) => live && setData(account),
      (failure: unknown) => live && setError(errorText(failure, text.resetFailed)),
    );
    return () => {
      live = false;
    };
  }, [token]);
  const removePasskey = useCallback(
    async (id: string) => setData(await removePasskeyByReset(token, id)),
    [token],
  );
  return { data, error, removePasskey };
}
