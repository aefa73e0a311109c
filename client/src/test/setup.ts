import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadModalDialog } from '../ui/modal';

// findBy*/waitFor give up after 1 s by default. A screen that loads its route lazily can take longer on a
// shared 2-core machine under load (seen on a clean-clone run); what a test waits for still has to appear.
configure({ asyncUtilTimeout: 5000 });

// A modal's dialog loads on its first opening in the browser (ui/modal.tsx); loaded here up front, a test sees
// every dialog open in the same tick as its click, as a browser does once the chunk is there.
await loadModalDialog();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
