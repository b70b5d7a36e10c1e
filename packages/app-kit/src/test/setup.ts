import '@testing-library/jest-dom/vitest';
import '@ma/vitest-config/jsdom';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; with turbo running every package's tests on two
// cores, a toast's render alone has taken longer. A real failure still fails, 5 s later.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
