/**
 * The read of the groups on its way, if any (groups.ts records it). SWR drops the answer of a read
 * that a patch of the cache overtook, so that the answer does not undo the patch; the read it
 * dropped may have brought other news (a task added elsewhere), so groups-cache.ts reads again once
 * it lands.
 */
import type { Group } from '@shared/types';

let reading: Promise<Group[]> | null = null;
let landed = false;

/** Whether a read of the groups answered in this page (before, what is shown may be kept from an earlier visit). */
export const groupsReadLanded = (): boolean => landed;

export const groupsReadOnItsWay = (): Promise<Group[]> | null => reading;

/** Records `read` as the read on its way until it lands; answers it. */
export function trackGroupsRead(read: Promise<Group[]>): Promise<Group[]> {
  reading = read;
  const done = () => {
    if (reading === read) reading = null;
  };
  read.then(() => {
    landed = true;
    done();
  }, done);
  return read;
}
