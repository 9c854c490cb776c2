/** The keyboard shortcut table and its matching: web/src/lib/shortcuts.ts. */

import { shortcutHelpTexts } from '@shared/messages/shortcut-help';
import { describe, expect, it } from 'vitest';
import { globalActionOf, globalShortcuts, rowActionOf, rowShortcuts } from './shortcuts';

describe('global shortcuts', () => {
  it('maps n and q to the add field, / to search, ? to the help, z to undo', () => {
    expect(globalActionOf({ key: 'n' }, null)).toBe('focus-add');
    expect(globalActionOf({ key: 'q' }, null)).toBe('focus-add');
    expect(globalActionOf({ key: '/' }, null)).toBe('focus-search');
    expect(globalActionOf({ key: '?' }, null)).toBe('help');
    expect(globalActionOf({ key: 'z' }, null)).toBe('undo');
  });

  it('starts a sequence on g, and maps its second key to a view', () => {
    expect(globalActionOf({ key: 'g' }, null)).toBe('prefix');
    expect(globalActionOf({ key: 't' }, 'g')).toBe('go-today');
    expect(globalActionOf({ key: 'i' }, 'g')).toBe('go-important');
    expect(globalActionOf({ key: 'p' }, 'g')).toBe('go-planned');
    expect(globalActionOf({ key: 'a' }, 'g')).toBe('go-assigned-to-me');
    expect(globalActionOf({ key: 'b' }, 'g')).toBe('go-assigned-by-me');
    // A key that ends no sequence does nothing, not its own shortcut.
    expect(globalActionOf({ key: 'n' }, 'g')).toBeNull();
    // Without the prefix, t is nothing.
    expect(globalActionOf({ key: 't' }, null)).toBeNull();
  });

  it('leaves keys with Ctrl, Alt or Meta to the browser', () => {
    expect(globalActionOf({ key: 'n', ctrlKey: true }, null)).toBeNull();
    expect(globalActionOf({ key: '/', metaKey: true }, null)).toBeNull();
    expect(globalActionOf({ key: 'g', altKey: true }, null)).toBeNull();
  });
});

describe('row shortcuts', () => {
  it('maps j/k and the arrows to moving, x and Space to toggling, e, s, Enter and Delete', () => {
    expect(rowActionOf({ key: 'j' })).toBe('next');
    expect(rowActionOf({ key: 'ArrowDown' })).toBe('next');
    expect(rowActionOf({ key: 'k' })).toBe('previous');
    expect(rowActionOf({ key: 'ArrowUp' })).toBe('previous');
    expect(rowActionOf({ key: 'x' })).toBe('toggle');
    expect(rowActionOf({ key: ' ' })).toBe('toggle');
    expect(rowActionOf({ key: 'e' })).toBe('edit');
    expect(rowActionOf({ key: 's' })).toBe('star');
    expect(rowActionOf({ key: 'Enter' })).toBe('open');
    expect(rowActionOf({ key: 'Delete' })).toBe('delete');
    expect(rowActionOf({ key: 'x', ctrlKey: true })).toBeNull();
  });
});

describe('the table', () => {
  it('gives no key two meanings in one scope, and every action a help text', () => {
    for (const table of [globalShortcuts.filter((s) => !s.sequence), rowShortcuts]) {
      const keys = table.flatMap((s) => s.keys);
      expect(new Set(keys).size).toBe(keys.length);
    }
    for (const shortcut of [...globalShortcuts, ...rowShortcuts])
      expect(
        shortcutHelpTexts.shortcuts[shortcut.action as keyof typeof shortcutHelpTexts.shortcuts],
      ).toBeTruthy();
  });
});
