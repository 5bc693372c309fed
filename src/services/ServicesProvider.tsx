import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { facts } from '../content/facts';
import type { EmailSender } from './email';
import type { SchedulingService } from './scheduling';

/** Everything with side effects beyond the page, swappable in stories and tests. */
export interface Services {
  scheduling: SchedulingService;
  email: EmailSender;
}

/**
 * Imports a module the first time it is needed, once. The real services' code (the email SDK,
 * the calendar loader) is not needed for the first paint, so it stays out of the main bundle.
 * A failed import (flaky network) is forgotten, so the next use tries again.
 */
function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

const loadEmail = onFirstUse(() =>
  import('./email').then((module) =>
    module.createEmailJsSender(module.emailProviderConfig(facts.emailProvider)),
  ),
);
const loadScheduling = onFirstUse(() =>
  import('./scheduling').then((module) => module.googleCalendarScheduling),
);

/** The real services: EmailJS and Google Calendar's scheduling button, each loaded when first used. */
export const defaultServices: Services = {
  email: {
    send: async (params) => (await loadEmail()).send(params),
    prepare: () => {
      // A failure here is retried by the send itself.
      loadEmail().catch(() => undefined);
    },
  },
  scheduling: {
    renderButton: async (target, options, signal) =>
      (await loadScheduling()).renderButton(target, options, signal),
  },
};

const ServicesContext = createContext<Services>(defaultServices);

/** Provides the services; any left out fall back to the real ones. */
export function ServicesProvider({
  services,
  children,
}: {
  services?: Partial<Services>;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ ...defaultServices, ...services }), [services]);
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  return useContext(ServicesContext);
}
