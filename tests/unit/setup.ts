import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadDeferredCodeNow } from '../../src/app/firstInteraction';

// Tests render from scratch, as the dev server does: no code waits for a first interaction.
loadDeferredCodeNow();

afterEach(() => {
  cleanup();
});
