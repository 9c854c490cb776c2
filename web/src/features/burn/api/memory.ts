/** 'Burn Memory': GET /burn/memory?size={MB} (SPEC.md section 7); no size means the server's default. */
import { toasts } from '@shared/messages/screens';
import { api } from '../../../api/client';

export async function burnMemory(sizeMb: string | undefined): Promise<string> {
  const answer = await api('burn-memory', {
    ...(sizeMb ? { query: { size: sizeMb } } : {}),
    fallback: toasts.burnMemoryFailed,
  });
  return answer.message;
}
