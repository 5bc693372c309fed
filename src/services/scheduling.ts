/**
 * The calendar provider's scheduling button (Google Calendar appointment schedules). Its script
 * draws a button next to a target element. This module loads the script and stylesheet once per
 * page and initialises one button per target; components reach it through `ServicesProvider`,
 * so stories and tests can swap it.
 */

export interface SchedulingButtonOptions {
  /** The public appointment-schedule page. */
  url: string;
  color: string;
  label: string;
  scriptUrl: string;
  stylesheetUrl: string;
}

export interface SchedulingService {
  /**
   * Draws the provider's button next to `target`. Rejects if the script cannot load. Once
   * `signal` is aborted (the component went away, or React's StrictMode re-ran the effect) it draws
   * nothing, so exactly one button is ever initialised per mounted component.
   */
  renderButton(target: HTMLElement, options: SchedulingButtonOptions, signal: AbortSignal): Promise<void>;
}

interface CalendarGlobal {
  schedulingButton?: {
    load(options: { url: string; color: string; label: string; target: HTMLElement }): void;
  };
}

declare global {
  interface Window {
    calendar?: CalendarGlobal;
  }
}

const loadedScripts = new Map<string, Promise<void>>();

/** Injects a script once per URL; every caller waits on the same load. */
function loadScript(src: string): Promise<void> {
  let pending = loadedScripts.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      // The provider's own snippet waits for window.load, which has long fired in a single-page
      // app: initialise from the script's own load event instead.
      script.addEventListener('load', () => {
        resolve();
      });
      script.addEventListener('error', () => {
        // Forget the failure so a later visit to the section may try again.
        loadedScripts.delete(src);
        script.remove();
        reject(new Error(`The scheduling script could not be loaded from ${src}.`));
      });
      document.head.append(script);
    });
    loadedScripts.set(src, pending);
  }
  return pending;
}

function loadStylesheet(href: string) {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

export const googleCalendarScheduling: SchedulingService = {
  async renderButton(target, { url, color, label, scriptUrl, stylesheetUrl }, signal) {
    loadStylesheet(stylesheetUrl);
    await loadScript(scriptUrl);
    if (signal.aborted) return;
    const schedulingButton = window.calendar?.schedulingButton;
    if (!schedulingButton)
      throw new Error('The scheduling script loaded but defines no calendar.schedulingButton.');
    schedulingButton.load({ url, color, label, target });
  },
};
