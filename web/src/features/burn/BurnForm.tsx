/**
 * What the two load-test controls share: a whole-number input with its bounds, the submit button,
 * the inline error, and below them each control's own progress or result (children).
 */
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '../../components/FormError';

/** A whole number from 1 to `max`; undefined when the text is empty, null when it is anything else. */
export function parseWholeNumber(text: string, max: number): number | undefined | null {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= max ? value : null;
}

interface Props {
  /** The form's accessible name and its button text. */
  title: string;
  fieldLabel: string;
  placeholder: string;
  max: number;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** The routes are off on this deployment. */
  disabled: boolean;
  busy: boolean;
  error: string | null;
  children?: ReactNode;
}

export function BurnForm(props: Props) {
  return (
    <form className="burn-control" onSubmit={props.onSubmit} aria-label={props.title} noValidate>
      <label className="field">
        {props.fieldLabel}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={props.max}
          step={1}
          value={props.value}
          placeholder={props.placeholder}
          onChange={(e) => props.onValueChange(e.target.value)}
          disabled={props.disabled}
        />
      </label>
      <button type="submit" className="button" disabled={props.disabled || props.busy}>
        {props.title}
      </button>
      <FormError text={props.error} />
      {props.children}
    </form>
  );
}
