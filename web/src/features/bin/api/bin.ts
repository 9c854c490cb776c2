/**
 * The bin's data (docs/api.md#the-bin): the caller's deleted tasks and lists, restore and delete
 * forever. A restore re-reads the board too (its SWR key is the get-groups path); the live stream
 * tells the user's other tabs.
 */

import type { ResponseOf } from '@shared/contract';
import { binPageTexts } from '@shared/messages/bin-page';
import useSWR from 'swr';
import { api, apiPath, errorText } from '../../../api/client';
import { useMutation } from '../../../api/mutation';

export type BinRow = ResponseOf<'bin-list'>['items'][number];

const binKey = apiPath('bin-list');
const boardKey = apiPath('todo-get-groups');

export function useBin() {
  return useSWR<BinRow[]>(binKey, async () => (await api('bin-list')).items);
}

export function useBinActions() {
  const { run, mutate } = useMutation();
  const without = (id: string) => () =>
    mutate<BinRow[]>(binKey, (rows) => rows?.filter((row) => row._id !== id), { revalidate: false });

  const restore = async (row: BinRow) =>
    (
      await run({
        send: () => api('bin-restore', { params: { id: row._id } }),
        update: without(row._id),
        toasts: {
          success: binPageTexts.restored(row.title),
          error: (error) => errorText(error, binPageTexts.restoreFailed),
        },
        revalidate: [binKey, boardKey],
      })
    ).ok;

  const purge = async (row: BinRow) =>
    (
      await run({
        send: () => api('bin-purge', { params: { id: row._id } }),
        update: without(row._id),
        toasts: {
          success: binPageTexts.purged,
          error: (error) => errorText(error, binPageTexts.purgeFailed),
        },
        revalidate: [binKey],
      })
    ).ok;

  return { restore, purge };
}
