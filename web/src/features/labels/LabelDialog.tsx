/**
 * A label's dialog: its name and colour, saved together; 'Delete label' asks first, then takes it
 * off every task (the server works in batches: ./api/labels.ts calls again until done).
 */
import { labelColors, labelNameMax } from '@shared/labels';
import { labelTexts as text } from '@shared/messages/labels';
import type { Label } from '@shared/types';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { useLabelActions } from './api/labels';

const ConfirmDialog = lazy(() =>
  import('../../components/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

interface Props {
  label: Label;
  onClose: () => void;
  onDeleted: () => void;
}

export default function LabelDialog({ label, onClose, onDeleted }: Props) {
  const { update, remove, pending } = useLabelActions();
  const [name, setName] = useState(label.name);
  const [color, setColor] = useState(label.color);
  const [confirming, setConfirming] = useState(false);
  const nameId = useId();
  const colorName = useId();
  const trimmed = name.trim();
  const valid = trimmed.length >= 1 && trimmed.length <= labelNameMax;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const changes = {
      ...(trimmed !== label.name ? { name: trimmed } : {}),
      ...(color !== label.color ? { color } : {}),
    };
    if (Object.keys(changes).length === 0) return onClose();
    const outcome = await update(label._id, changes);
    if (outcome.ok) onClose();
  };

  if (confirming)
    return (
      <Suspense fallback={null}>
        <ConfirmDialog
          title={text.confirmDelete(label.name)}
          confirmLabel={text.delete}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            onClose();
            onDeleted();
            void remove(label);
          }}
        />
      </Suspense>
    );
  return (
    <Dialog title={text.manage(label.name)} onClose={onClose}>
      <form className="label-form" onSubmit={(event) => void submit(event)}>
        <label className="field" htmlFor={nameId}>
          <span>{text.rename}</span>
          <input
            id={nameId}
            className="input"
            value={name}
            maxLength={labelNameMax}
            data-autofocus
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <fieldset className="label-colors">
          <legend>{text.color}</legend>
          {labelColors.map((choice) => (
            <label key={choice} className="label-color-choice">
              <input
                type="radio"
                name={colorName}
                value={choice}
                checked={color === choice}
                onChange={() => setColor(choice)}
              />
              <span className={`label-dot lc-${choice}`} aria-hidden="true" />
              {choice}
            </label>
          ))}
        </fieldset>
        <div className="dialog-actions">
          <button type="button" className="button danger ghost" onClick={() => setConfirming(true)}>
            {text.delete}
          </button>
          <button type="button" className="button ghost" onClick={onClose}>
            {text.cancel}
          </button>
          <button type="submit" className="button" disabled={!valid || pending}>
            {text.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
