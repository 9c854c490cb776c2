/**
 * The 'Completed (N)' section after a list's open tasks: a disclosure button and, when
 * open, the completed tasks in SPEC.md's order (newest first). Open or closed is remembered per
 * list (entry id) in local storage; open by default, so nothing is hidden until the user asks.
 */
import { everydayTexts } from '@shared/messages/screens';
import { type ReactNode, useId } from 'react';
import { ChevronIcon } from '../../components/icons';
import { useStoredFlag } from '../../lib/useStoredFlag';

interface CompletedSectionProps {
  entryId: string;
  count: number;
  children: ReactNode;
}

export const completedOpenKey = (entryId: string) => `completed-open:${entryId}`;

export default function CompletedSection({ entryId, count, children }: CompletedSectionProps) {
  const [open, toggle] = useStoredFlag(completedOpenKey(entryId), true);
  const regionId = useId();
  return (
    <section className="completed-section">
      <h2 className="completed-heading">
        <button
          type="button"
          className="completed-toggle"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={toggle}
        >
          <ChevronIcon size={16} open={open} />
          {everydayTexts.completedSection(count)}
        </button>
      </h2>
      <div id={regionId} hidden={!open}>
        {open ? children : null}
      </div>
    </section>
  );
}
