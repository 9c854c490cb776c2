/**
 * The bottom bar's tools (./BottomBar.tsx): the due date picker and its chip, the important star, in
 * "Assigned by you" the teammate multi-select, and Add. A lazy chunk, drawn just after the first
 * render (decision 0137), so the first download has room for the field's quick add.
 */
import { labels, ui } from '@shared/messages/screens';
import type { PublicUser } from '@shared/types';
import { lazy, Suspense } from 'react';
import { IconButton } from '../../components/IconButton';
import { CrossIcon, StarIcon } from '../../components/icons';
import { DuePicker } from '../../tasks/DuePicker';
import { formatDue } from '../../tasks/format';

/** Only "Assigned by you" has it: loaded with that view. */
const TeammatePicker = lazy(() => import('./TeammatePicker').then((m) => ({ default: m.TeammatePicker })));

interface BottomToolsProps {
  dueYmd: string;
  setDueYmd: (day: string) => void;
  important: boolean;
  setImportant: (change: (was: boolean) => boolean) => void;
  assigning: boolean;
  teammates: PublicUser[] | undefined;
  teammatesError: string | null;
  partners: string[];
  setPartners: (ids: string[]) => void;
}

export default function BottomTools({
  dueYmd,
  setDueYmd,
  important,
  setImportant,
  assigning,
  teammates,
  teammatesError,
  partners,
  setPartners,
}: BottomToolsProps) {
  return (
    <div className="bottom-tools">
      {dueYmd ? (
        <span className="chip">
          {ui.dueLabel(formatDue(dueYmd))}
          <button
            type="button"
            className="chip-clear"
            aria-label={labels.clearDueDate}
            title={labels.clearDueDate}
            onClick={() => setDueYmd('')}
          >
            <CrossIcon size={12} />
          </button>
        </span>
      ) : null}
      {/* Loaded with these tools, never after them: a stand-in that could not take the focus made a
          quick Tab from the field land on the star. */}
      <DuePicker value={dueYmd} onChange={setDueYmd} />
      <IconButton
        className={important ? 'star-toggle active' : 'star-toggle'}
        label={labels.markImportant}
        aria-pressed={important}
        onClick={() => setImportant((v) => !v)}
      >
        <StarIcon filled={important} />
      </IconButton>
      {assigning ? (
        <Suspense fallback={null}>
          <TeammatePicker
            teammates={teammates}
            loadError={teammatesError}
            selected={partners}
            onChange={setPartners}
          />
        </Suspense>
      ) : null}
      <button type="submit" className="button primary">
        {ui.add}
      </button>
    </div>
  );
}
