import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { activateLocale } from '#src/i18n/activate.ts';

// The app starts in the device's language; tests read English.
await activateLocale('en');

// Screens load their code lazily (route modules, dialogs): on a busy 2-core CI machine the
// first import can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });
