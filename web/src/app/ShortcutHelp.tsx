/**
 * The keyboard shortcuts' help ('?'): every shortcut of lib/shortcuts.ts with what it does, in a
 * dialog. Loaded on demand (App keeps the first download small).
 */
import { shortcutHelpTexts } from '@shared/messages/shortcut-help';
import { Dialog } from '../components/Dialog';
import { calendarShortcuts, laterRowShortcuts } from '../lib/later-shortcuts';
import { globalShortcuts, rowShortcuts, type Shortcut } from '../lib/shortcuts';

const keyName = (key: string) => shortcutHelpTexts.keyNames[key] ?? key;

function Keys({ shortcut }: { shortcut: Shortcut<string> }) {
  const joiner = shortcut.sequence ? shortcutHelpTexts.keysInSequence : shortcutHelpTexts.keysAlternative;
  return (
    <>
      {shortcut.keys.map((key, index) => (
        <span key={key}>
          {index > 0 ? ` ${joiner} ` : null}
          <kbd>{keyName(key)}</kbd>
        </span>
      ))}
    </>
  );
}

export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const shown = [...globalShortcuts, ...rowShortcuts, ...laterRowShortcuts, ...calendarShortcuts];
  return (
    <Dialog title={shortcutHelpTexts.shortcutsTitle} className="shortcut-help" onClose={onClose}>
      <p className="muted small">{shortcutHelpTexts.shortcutsHint}</p>
      <dl className="shortcut-list">
        {shown.map((shortcut) => (
          <div key={shortcut.action} className="shortcut">
            <dt>
              <Keys shortcut={shortcut} />
            </dt>
            <dd>
              {shortcutHelpTexts.shortcuts[shortcut.action as keyof typeof shortcutHelpTexts.shortcuts]}
            </dd>
          </div>
        ))}
      </dl>
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={onClose}>
          {shortcutHelpTexts.close}
        </button>
      </div>
    </Dialog>
  );
}
