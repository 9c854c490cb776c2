/** The Cancel and Apply row at the foot of a popup (due date, teammates), after any extra actions. */
import { ui } from '@shared/messages';
import type { ReactNode } from 'react';

export function PopupActions({
  onCancel,
  onApply,
  children,
}: {
  onCancel: () => void;
  onApply: () => void;
  /** Actions shown first, on the left (the due date's Clear). */
  children?: ReactNode;
}) {
  return (
    <div className="popup-actions">
      {children}
      <span className="spacer" />
      <button type="button" className="button ghost" onClick={onCancel}>
        {ui.cancel}
      </button>
      <button type="button" className="button primary" onClick={onApply}>
        {ui.apply}
      </button>
    </div>
  );
}
