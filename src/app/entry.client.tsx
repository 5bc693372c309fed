import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { markPrerenderedPage } from '../hooks/useHydrated';

// Every page is prerendered: React takes the document over, leaving the static parts as they are (StaticPart).
markPrerenderedPage();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
