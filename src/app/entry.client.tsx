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
      {/* A navigation draws the new page in one go: inside a transition React renders it in
          5 ms slices, yielding to the browser between them, and on a slow phone the new page
          showed later (docs/architecture.md, "Navigation between pages"). */}
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
