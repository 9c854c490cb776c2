/**
 * The component project's setup (vitest.config.ts): jest-dom's matchers on `expect`, and after each
 * test its rendered tree unmounted (Testing Library cleans up by itself only where `afterEach` is a
 * global, and these tests import theirs from vitest), its toasts removed, and what it kept in the
 * page's storage and cookies (the session hint) dropped. Stubbed globals (the fake server's `fetch`) are undone by
 * vitest itself (`unstubGlobals`).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // The toasts' store is the library's own, outside any tree: one test's toasts are not the next one's.
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what the test set, as the page sets it.
    if (name) document.cookie = `${name}=; Path=/; Secure; Max-Age=0`;
  }
});
