// This remote's test setup, after the shared one.
import { act, configure } from '@testing-library/react';
import { notify } from '@signalboard/shared/feedback';

// Each tab is a lazy chunk; the first test of a file that opens one pays for transforming it (and
// @headlessui/react) on the spot, which can take longer than the default 1 s wait.
configure({ asyncUtilTimeout: 4000 });

// Toasts live in a module-level store that outlives a test's render, so each test starts without
// the previous one's toasts. (Runs before the shared cleanup, while the toaster is still mounted:
// hence act.)
afterEach(() => {
  act(() => notify.remove());
});
