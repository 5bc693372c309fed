import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import type { SchedulingContent } from '../../content/types';
import { ButtonLink } from '../../components/links/ButtonLink';
import { useNearViewport } from '../../hooks/useNearViewport';
import { useServices } from '../../services/ServicesProvider';

type Status = 'waiting' | 'ready' | 'failed';

/**
 * "Schedule a Chat": a plain link to the appointment page until the provider's button is ready,
 * and for good if its script cannot load (offline, blocked). The provider's script is only
 * loaded when the button nears the viewport.
 */
export function SchedulingButton({ scheduling }: { scheduling: SchedulingContent }) {
  const { scheduling: service } = useServices();
  const rootRef = useRef<HTMLDivElement>(null);
  // The provider inserts its button next to a target we create here, outside React's tree.
  const hostRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef);
  const [status, setStatus] = useState<Status>('waiting');
  const { url, color, label, scriptUrl, stylesheetUrl } = scheduling;

  useEffect(() => {
    const host = hostRef.current;
    if (!near || !host) return;
    const controller = new AbortController();
    const target = document.createElement('span');
    host.append(target);
    service.renderButton(target, { url, color, label, scriptUrl, stylesheetUrl }, controller.signal).then(
      () => {
        if (!controller.signal.aborted) setStatus('ready');
      },
      () => {
        // Expected when the provider is blocked or offline: the fallback link stays.
        if (!controller.signal.aborted) setStatus('failed');
      },
    );
    return () => {
      controller.abort();
      host.replaceChildren();
    };
  }, [near, service, url, color, label, scriptUrl, stylesheetUrl]);

  return (
    <Box ref={rootRef} data-scheduling-status={status}>
      {status !== 'ready' && (
        <ButtonLink
          href={url}
          external
          variant="contained"
          size="large"
          startIcon={<CalendarMonthRounded aria-hidden />}
        >
          {label}
        </ButtonLink>
      )}
      <Box ref={hostRef} sx={{ display: status === 'ready' ? 'block' : 'none' }} />
    </Box>
  );
}
