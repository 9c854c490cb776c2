/** A confirmation of something that cannot be undone: names what will be lost; Cancel is focused first. */
import { ui } from '@shared/messages/screens';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  /** The question, naming what will be lost ('Delete "Work" and its 12 tasks?'). */
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel}>
      <div className="dialog-actions">
        {/* The safe answer takes focus, so an Enter pressed by habit loses nothing. */}
        <button type="button" className="button ghost" data-autofocus onClick={onCancel}>
          {ui.cancel}
        </button>
        <button type="button" className="button danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
