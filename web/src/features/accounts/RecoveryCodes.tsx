/**
 * The recovery codes, shown once, as two-factor sign-in comes on: listed, to download as a text
 * file or copy, until the user says they saved them.
 */
import { accountScreens as text } from '@shared/messages/accounts';
import { useState } from 'react';

/** Saves `content` as a text file named `name`, through a link the browser downloads. */
function download(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function RecoveryCodes({
  codes,
  username,
  onSaved,
}: {
  codes: readonly string[];
  username: string;
  onSaved: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const file = text.recoveryFile(username, window.location.host, codes);
  return (
    <div className="recovery-codes">
      <h3 id="recovery-title">{text.recoveryHeading}</h3>
      <p role="status">{text.recoveryIntro}</p>
      <ol className="recovery-list" aria-labelledby="recovery-title">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <button type="button" className="button" onClick={() => download(text.recoveryFileName, file)}>
          {text.recoveryDownload}
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            void navigator.clipboard.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? text.copied : text.copy}
        </button>
        <button type="button" className="button primary" onClick={onSaved}>
          {text.recoverySaved}
        </button>
      </div>
    </div>
  );
}
