/**
 * The add-task input's highlighting (docs/quick-add.md, decision 0137), a lazy chunk fetched once
 * the board shows (../on-request.ts) and mounted when the input is first focused or typed in, with the parser (chrono-node) inside it. It draws, behind
 * the input, a mirror of the line whose understood parts are coloured, and says them in words for
 * screen readers (the input's aria-describedby). On the input:
 * - Backspace right after a highlight turns it back into text (kept as plain, as the route is told);
 * - Escape turns every highlight back into text, so Enter adds the line literally; with no
 *   highlight left, Escape does what it did before (focus goes back where `n` was pressed).
 */
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../../session/AuthProvider';
import { useGroups } from '../../../tasks/api/groups';
import type { QuickAddControl, QuickAddRequest } from '../../../tasks/api/quick-add-control';
import { followEdit, type PlainStretch, partEndingAt, readLine, runsOf, summaryOf } from './highlight';
import { quickAddRequest } from './request';
import './quick-add.css';

export interface QuickAddLayerProps {
  text: string;
  input: RefObject<HTMLInputElement | null>;
  /** The entry the line is typed in (a task goes there unless it names a "#List"). */
  home: string;
  control: { current: QuickAddControl | null };
}

export const quickAddSummaryId = 'quick-add-summary';

const stretchOf = ({ start, end, text }: PlainStretch) => ({ start, end, text });

export default function QuickAddLayer({ text, input, home, control }: QuickAddLayerProps) {
  // The page's own read keeps the groups fresh: mounting the layer reads none again.
  const { data: groups = [] } = useGroups(true);
  const [kept, setKept] = useState<PlainStretch[]>([]);
  const plain = text === '' ? [] : followEdit(kept, text);
  const result = readLine(text, plain, groups, home);
  const mirror = useRef<HTMLSpanElement>(null);
  const latest = useRef({ text, plain, result });
  latest.current = { text, plain, result };

  // The keys, on the input itself: before the form's own Escape (which leaves the field).
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onKey = (event: KeyboardEvent) => {
      const now = latest.current;
      if (event.key === 'Backspace' && field.selectionStart === field.selectionEnd) {
        const part = partEndingAt(now.result.parsed, field.selectionStart ?? -1);
        if (!part) return;
        event.preventDefault();
        setKept([...now.plain, stretchOf(part)]);
      } else if (event.key === 'Escape' && now.result.parsed.length > 0) {
        event.preventDefault();
        event.stopPropagation();
        setKept([...now.plain, ...now.result.parsed.map(stretchOf)]);
      }
    };
    const follow = () => {
      if (mirror.current) mirror.current.scrollLeft = field.scrollLeft;
    };
    field.addEventListener('keydown', onKey);
    field.addEventListener('scroll', follow);
    field.addEventListener('keyup', follow);
    field.classList.add('quick-add-input');
    field.setAttribute('aria-describedby', quickAddSummaryId);
    return () => {
      field.removeEventListener('keydown', onKey);
      field.removeEventListener('scroll', follow);
      field.removeEventListener('keyup', follow);
      field.classList.remove('quick-add-input');
      field.removeAttribute('aria-describedby');
    };
  }, [input]);

  useLayoutEffect(() => {
    if (mirror.current && input.current) mirror.current.scrollLeft = input.current.scrollLeft;
  });

  // Enter: the line read once more at this instant, as the route will read it (`at`), and its change.
  const user = useCurrentUser();
  useEffect(() => {
    control.current = {
      sent: ({ important, dueDay }): QuickAddRequest | null => {
        const { text: typed, plain: stretches, result: shown } = latest.current;
        const line = typed.trim();
        // Nothing highlighted (nothing understood, or all turned back into text): a plain create.
        if (line === '' || shown.parsed.length === 0) return null;
        const lead = typed.length - typed.trimStart().length;
        const shifted = stretches
          .map(({ start, end }) => ({
            start: Math.max(0, start - lead),
            end: Math.min(line.length, end - lead),
          }))
          .filter(({ start, end }) => start < end);
        return quickAddRequest({ line, plain: shifted, groups, home, user: user._id, important, dueDay });
      },
    };
    return () => {
      control.current = null;
    };
  }, [control, groups, home, user._id]);

  return (
    <>
      <span className="quick-add-mirror" aria-hidden="true" ref={mirror}>
        {runsOf(text, result.parsed).map((run, i) =>
          run.kind ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: runs are positions in one line, redrawn whole
            <mark key={i} className={`quick-add-part quick-add-${run.kind}`} data-kind={run.kind}>
              {run.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <span key={i}>{run.text}</span>
          ),
        )}
      </span>
      <span id={quickAddSummaryId} className="visually-hidden">
        {summaryOf(result, groups)}
      </span>
    </>
  );
}
