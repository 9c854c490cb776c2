/**
 * The changes the server refused when the outbox replayed them, each with what it
 * was and the server's reason, until the user dismisses it: a change made offline is never dropped
 * silently (for example an edit of a task the assigner deleted meanwhile). Loaded only when there is one.
 */
import { outboxTexts } from '@shared/messages/outbox-panel';
import { useId } from 'react';
import { loadOutbox } from '../api/outbox/load';
import type { RefusedEntry } from '../api/outbox/state';

export default function RefusedChanges({ refused }: { refused: readonly RefusedEntry[] }) {
  const titleId = useId();
  return (
    <section className="refused-changes" aria-labelledby={titleId} data-testid="refused-changes">
      <h2 id={titleId}>{outboxTexts.refusedTitle}</h2>
      {/* Announced when a refusal arrives; the list inside keeps its list semantics. */}
      <div role="alert">
        <ul>
          {refused.map((entry) => (
            <li key={entry.id}>
              <span>
                {outboxTexts.refused(
                  outboxTexts.kinds[entry.what.kind](entry.what.name),
                  entry.gone ? outboxTexts.deletedElsewhere : (entry.reason ?? outboxTexts.dependsOnRefused),
                )}
              </span>
              <button
                type="button"
                className="link-button"
                onClick={() => void loadOutbox().then((outbox) => outbox.dismiss(entry.id))}
              >
                {outboxTexts.dismiss}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
