/**
 * The data section's requests: the export (an inline document saved as a file, or the
 * short-lived link of a large one followed), the import (a dry run for the preview, then the real
 * one, after which every cached read is refreshed: lists, tasks and counters all change), and the
 * calendar feed's token.
 */
import type { ResponseOf } from '@shared/contract';
import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';

export type ImportReport = ResponseOf<'portability-import'>;

/** Saves text as a file through a temporary link (no library: one Blob and one click). */
function saveAs(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function exportData(): Promise<void> {
  const answer = await api('portability-export');
  if (answer.format === 'teamtodo-export-link') {
    window.location.assign(answer.url);
    return;
  }
  saveAs(
    JSON.stringify(answer, null, 2),
    `teamtodo-export-${answer.exportedAt.slice(0, 10)}.json`,
    'application/json',
  );
}

/** A file chosen to import, and the list it goes into (none: each list of the file becomes a new one). */
export interface ImportChoice {
  text: string;
  name: string;
  groupId: string | null;
}

export function useImport() {
  const { mutate } = useSWRConfig();
  const send = ({ text, name, groupId }: ImportChoice, dryRun: boolean) =>
    api('portability-import', {
      body: { file: text, fileName: name, dryRun, ...(groupId ? { groupId } : {}) },
    });
  return {
    preview: (choice: ImportChoice) => send(choice, true),
    confirm: async (choice: ImportChoice) => {
      const report = await send(choice, false);
      // New lists, tasks and counters: every cached read is stale.
      await mutate(() => true);
      return report;
    },
  };
}

export const calendarFeed = {
  turnOn: () => api('calendar-token-create').then((answer) => answer.url),
  turnOff: () => api('calendar-token-delete'),
};
