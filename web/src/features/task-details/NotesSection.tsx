/**
 * The task's notes: saved as the user types, 700 ms after the last key, and at once when
 * the field is left, the panel closes or the page is hidden or goes away (then with a request that
 * outlives the page). Nothing typed is lost: a failed save keeps the text, says so, and is tried
 * again on the next key, on leaving the field, on Retry or on closing. While the user has unsaved
 * text, a change from elsewhere does not overwrite it.
 */

import { limits } from '@shared/limits';
import { detailsPanelTexts as detailsTexts } from '@shared/messages/details-panel';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { TextLimitNote, useTextLimit } from '../../components/TextLimit';
import type { SendOptions } from './detail-actions';

/** How long typing may pause before the notes are saved. */
export const notesDebounceMs = 700;

interface NotesSectionProps {
  notes: string;
  readOnly: boolean;
  save: (notes: string, options: SendOptions) => Promise<boolean>;
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export function NotesSection({ notes, readOnly, save }: NotesSectionProps) {
  const [draft, setDraft] = useState(notes);
  const [state, setState] = useState<SaveState>('idle');
  const limit = useTextLimit(limits.notesMax);
  const id = useId();
  const draftRef = useRef(draft);
  draftRef.current = draft;
  /** The text the server holds, as far as this panel knows. */
  const saved = useRef(notes);
  const timer = useRef<number | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;

  // A change from elsewhere (another tab, a teammate) is shown unless the user has unsaved text.
  useEffect(() => {
    if (draftRef.current === saved.current) {
      saved.current = notes;
      setDraft(notes);
    }
  }, [notes]);

  const flush = useCallback((keepalive = false) => {
    window.clearTimeout(timer.current);
    const text = draftRef.current;
    if (text === saved.current) return;
    setState('saving');
    void saveRef.current(text, { quiet: true, keepalive }).then((ok) => {
      if (ok) saved.current = text;
      setState(ok ? (draftRef.current === text ? 'saved' : 'idle') : 'failed');
    });
  }, []);

  // Closing the panel, hiding or leaving the page: saved now.
  useEffect(() => {
    const onHide = () => flush(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  if (readOnly && !notes) return null;
  return (
    <section className="details-section" aria-label={detailsTexts.notes}>
      <label className="details-label" htmlFor={id}>
        {detailsTexts.notes}
      </label>
      <textarea
        id={id}
        className="details-notes"
        rows={5}
        readOnly={readOnly}
        value={draft}
        {...limit.field((text) => {
          setDraft(text);
          if (state === 'saved') setState('idle');
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => flush(), notesDebounceMs);
        })}
        onBlur={() => flush()}
      />
      <TextLimitNote limit={limit} length={draft.length} />
      <p className="notes-state small" aria-live="polite" data-testid="notes-state">
        {state === 'saving' ? detailsTexts.notesSaving : state === 'saved' ? detailsTexts.notesSaved : null}
      </p>
      {state === 'failed' ? (
        <p className="form-error" role="alert">
          {detailsTexts.notesFailed}{' '}
          <button type="button" className="link-button" onClick={() => flush()}>
            {detailsTexts.retry}
          </button>
        </p>
      ) : null}
    </section>
  );
}
