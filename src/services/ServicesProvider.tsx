import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createEmailJsSender, type EmailSender } from './email';
import { googleCalendarScheduling, type SchedulingService } from './scheduling';

/** Everything with side effects beyond the page, swappable in stories and tests. */
export interface Services {
  scheduling: SchedulingService;
  email: EmailSender;
}

export const defaultServices: Services = {
  scheduling: googleCalendarScheduling,
  email: createEmailJsSender(),
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
