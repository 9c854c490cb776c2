/**
 * A text field's limit, said rather than cut. The browser's `maxLength` stops typing at the limit
 * but cuts a longer paste without a word; `useTextLimit` refuses such a paste whole and says why,
 * and `TextLimitNote` shows a counter once the text nears the limit. Used by every field of the
 * lists with a limit (a task, a list's name, notes, steps).
 */
import { limitTexts } from '@shared/messages/screens';
import { type ChangeEvent, type ClipboardEvent, useState } from 'react';

/** From this share of the limit on, the counter shows. */
const nearShare = 0.8;

type TextField = HTMLInputElement | HTMLTextAreaElement;

export interface TextLimit {
  max: number;
  /** The field's props: `maxLength`, the paste check, and a change that gives `onText` the text. */
  field: (onText: (text: string) => void) => {
    maxLength: number;
    onPaste: (event: ClipboardEvent<TextField>) => void;
    onChange: (event: ChangeEvent<TextField>) => void;
  };
  /** The field's paste handler. */
  onPaste: (event: ClipboardEvent<TextField>) => void;
  /** The message of the paste refused last, until the next paste or change. */
  refused: string | null;
  /** Call on every change of the text (the message is about the paste before it). */
  changed: () => void;
}

export function useTextLimit(max: number): TextLimit {
  const [refused, setRefused] = useState<string | null>(null);
  const onPaste = (event: ClipboardEvent<TextField>) => {
    const field = event.currentTarget;
    const selected =
      (field.selectionEnd ?? field.value.length) - (field.selectionStart ?? field.value.length);
    const length = field.value.length - selected + event.clipboardData.getData('text').length;
    if (length <= max) return setRefused(null);
    event.preventDefault();
    setRefused(limitTexts.pasteTooLong(length - max, max));
  };
  const changed = () => setRefused(null);
  const field = (onText: (text: string) => void) => ({
    maxLength: max,
    onPaste,
    onChange: (event: ChangeEvent<TextField>) => {
      onText(event.target.value);
      changed();
    },
  });
  return { max, field, onPaste, refused, changed };
}

/** The counter near the limit, and the refused paste's message (announced). */
export function TextLimitNote({ limit, length, id }: { limit: TextLimit; length: number; id?: string }) {
  const near = length >= Math.floor(limit.max * nearShare);
  if (!limit.refused && !near) return null;
  return (
    <span id={id} className="text-limit small">
      {near ? <span className="text-limit-count">{limitTexts.count(length, limit.max)}</span> : null}
      {limit.refused ? (
        <span className="form-error" role="alert">
          {limit.refused}
        </span>
      ) : null}
    </span>
  );
}
