/**
 * The component project's setup (vitest.config.ts): jest-dom's matchers on `expect`, and each test's
 * rendered tree unmounted after it (Testing Library cleans up by itself only where `afterEach` is a
 * global, and this project's tests import theirs from vitest).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
