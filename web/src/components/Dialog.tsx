/**
 * A modal dialog (the confirmations, the shortcut help): a labelled `role="dialog"` over a backdrop,
 * focus trapped inside and given back on closing (useFocusTrap); Escape or a click on the backdrop
 * closes it.
 */
import '../styles/dialog.css';
import { type ReactNode, useId, useRef } from 'react';
import { useFocusTrap } from './useFocusTrap';

interface DialogProps {
  title: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

export function Dialog({ title, onClose, className, children }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, true, onClose);
  return (
    <div
      className="dialog-backdrop"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={className ? `dialog ${className}` : 'dialog'}
        tabIndex={-1}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
