// This remote's test setup, after the shared one.
import { act } from '@testing-library/react';
import { notify } from '@signalboard/shared/feedback';

// Toasts live in a module-level store that outlives a test's render, so each test starts without
// the previous one's toasts. (Runs before the shared cleanup, while the toaster is still mounted:
// hence act.)
afterEach(() => {
  act(() => notify.remove());
});
