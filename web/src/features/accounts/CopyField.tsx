/** A link shown once to copy: selected on focus, with a Copy button that says when it copied. */
import { accountScreens as text } from '@shared/messages/accounts';
import { useState } from 'react';

export function CopyField({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="copy-field">
      <input className="input" readOnly value={value} aria-label={label} onFocus={(e) => e.target.select()} />
      <button
        type="button"
        className="button"
        onClick={() =>
          void navigator.clipboard.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? text.copied : text.copy}
      </button>
    </div>
  );
}
