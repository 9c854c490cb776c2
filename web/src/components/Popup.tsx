/**
 * A button that opens a popup dialog of draft values (the due date, the teammates) with Cancel and
 * Apply at its foot. Opening starts the drafts from the current value; Apply makes them the value;
 * Cancel, Escape, the button again or a click outside closes without applying. Focus moves into
 * the popup when it opens, Tab stays inside, and focus goes back to the button when it closes. It
 * opens where it can be seen whole (./popup-placement.ts).
 */
import { ui } from '@shared/messages/screens';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { usePopupPlacement } from './popup-placement';
import { useFocusTrap } from './useFocusTrap';
import { useOutsideClick } from './useOutsideClick';

interface PopupProps {
  /** The opening button's class and content, and its accessible name and title when given. */
  buttonClassName: string;
  buttonLabel?: string;
  button: ReactNode;
  /** The popup's class and accessible name. */
  className: string;
  label: string;
  /** Resets the drafts to the current value. */
  onOpen: () => void;
  /** Makes the drafts the value; answers false to stay open (a draft that cannot be applied, said in the popup). */
  onApply: () => unknown;
  /** Actions shown first, on the left of Cancel and Apply (the due date's Clear). */
  actions?: ReactNode;
  /** The fields; `apply` applies and closes (e.g. on Enter), unless `onApply` refuses. */
  children: (apply: () => void) => ReactNode;
}

export function Popup(props: PopupProps) {
  const { onOpen, onApply } = props;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(rootRef, open, close);
  useFocusTrap(popupRef, open, close, buttonRef);
  usePopupPlacement(open, buttonRef, popupRef);
  const apply = () => {
    if (onApply() !== false) close();
  };

  return (
    <div className="popup-anchor" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={props.buttonClassName}
        aria-label={props.buttonLabel}
        title={props.buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => {
          if (open) return close();
          onOpen();
          setOpen(true);
        }}
      >
        {props.button}
      </button>
      {open ? (
        <div
          ref={popupRef}
          id={popupId}
          className={`popup ${props.className}`}
          role="dialog"
          aria-label={props.label}
        >
          {props.children(apply)}
          <div className="popup-actions">
            {props.actions}
            <span className="spacer" />
            <button type="button" className="button ghost" onClick={close}>
              {ui.cancel}
            </button>
            <button type="button" className="button primary" onClick={apply}>
              {ui.apply}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
