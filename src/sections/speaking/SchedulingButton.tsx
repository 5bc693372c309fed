import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowOutwardRounded from '../../components/icons/material/ArrowOutwardRounded';
import CalendarMonthRounded from '../../components/icons/material/CalendarMonthRounded';
import type { SchedulingContent } from '../../content/types';
import { AppLink } from '../../components/links/AppLink';
import { ButtonLink } from '../../components/links/ButtonLink';
import { useServices } from '../../services/ServicesProvider';
import { whenScriptsOff, whenScriptsRun } from '../../theme/scripting';

/**
 * `closed`: the button only. `asking`: the note about the provider, with the two choices.
 * `loading` → `ready` (the provider's button replaces ours) or `failed` (the plain link).
 */
type Status = 'closed' | 'asking' | 'loading' | 'ready' | 'failed';

/**
 * The note's two choices: load the calendar here (a button, which shows a spinner while it
 * loads), or open the booking page on the provider's site (a link, in a new tab).
 */
export function SchedulingChoices({
  scheduling,
  loading = false,
  onLoadHere,
}: {
  /** The choices' labels and the booking page's address. */
  scheduling: Pick<SchedulingContent, 'loadHereLabel' | 'openThereLabel' | 'url'>;
  /** The calendar is on its way: the first choice shows a spinner and cannot be pressed again. */
  loading?: boolean;
  /** Called when the visitor chooses to load the calendar here. */
  onLoadHere: () => void;
}) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center', '& > *': { whiteSpace: 'nowrap' } }}
    >
      <Button variant="outlined" loading={loading} onClick={onLoadHere}>
        {scheduling.loadHereLabel}
      </Button>
      <ButtonLink href={scheduling.url} external variant="text">
        {scheduling.openThereLabel}
      </ButtonLink>
    </Stack>
  );
}

/**
 * "Schedule a Chat", private by default: nothing is requested from the calendar provider until
 * the visitor asks for it. Pressing the button shows a short note naming the provider, with two
 * choices: load the provider's calendar here (only then are its script and stylesheet loaded), or
 * open the booking page on the provider's site in a new tab, a plain link. The plain link is also
 * what shows without JavaScript and when the provider's script cannot load.
 */
export function SchedulingButton({
  scheduling,
}: {
  /** The button's label, the note's text and choices, and the provider's addresses. */
  scheduling: SchedulingContent;
}) {
  const { scheduling: service } = useServices();
  // The provider inserts its button next to a target we create here, outside React's tree.
  const hostRef = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const [status, setStatus] = useState<Status>('closed');
  const { url, color, label, scriptUrl, stylesheetUrl } = scheduling;
  const requested = status === 'loading' || status === 'ready';

  useEffect(() => {
    const host = hostRef.current;
    if (!requested || !host) return;
    const controller = new AbortController();
    const target = document.createElement('span');
    host.append(target);
    service.renderButton(target, { url, color, label, scriptUrl, stylesheetUrl }, controller.signal).then(
      () => {
        if (!controller.signal.aborted) setStatus('ready');
      },
      () => {
        // Expected when the provider is blocked or offline: the plain link takes its place.
        if (!controller.signal.aborted) setStatus('failed');
      },
    );
    return () => {
      controller.abort();
      host.replaceChildren();
    };
  }, [requested, service, url, color, label, scriptUrl, stylesheetUrl]);

  const calendarIcon = <CalendarMonthRounded aria-hidden />;
  const bookingLink = (
    // Opens Google's page in a new tab: the outward arrow, as on the site's other such buttons.
    <ButtonLink
      href={url}
      external
      variant="contained"
      size="large"
      startIcon={calendarIcon}
      endIcon={<ArrowOutwardRounded aria-hidden />}
    >
      {label}
    </ButtonLink>
  );

  const asking = status === 'asking' || status === 'loading';
  return (
    <Box data-scheduling-status={status} sx={{ maxWidth: { md: 400 } }}>
      {status === 'failed' ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography role="status" color="text.secondary">
            {scheduling.failedText}
          </Typography>
          {bookingLink}
        </Stack>
      ) : (
        status !== 'ready' && (
          <>
            <Box sx={{ [whenScriptsRun]: { display: 'none' } }}>{bookingLink}</Box>
            <Button
              variant="contained"
              size="large"
              startIcon={calendarIcon}
              aria-expanded={asking}
              aria-controls={asking ? noteId : undefined}
              onClick={() => {
                setStatus((current) =>
                  current === 'closed' ? 'asking' : current === 'asking' ? 'closed' : current,
                );
              }}
              sx={{ [whenScriptsOff]: { display: 'none' } }}
            >
              {label}
            </Button>
          </>
        )
      )}
      {asking && (
        <Box id={noteId} sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {scheduling.consentNote}{' '}
            {/* Each link on one line: a link broken over two has no one box to focus and point at. */}
            {scheduling.privacyLinks.split(/(\{google\}|\{site\})/).map((part, index) =>
              part === '{google}' ? (
                <AppLink
                  key={index}
                  href={scheduling.privacyPolicy.href}
                  external
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {scheduling.privacyPolicy.label}
                </AppLink>
              ) : part === '{site}' ? (
                <AppLink key={index} href={scheduling.sitePrivacyPolicy.href} sx={{ whiteSpace: 'nowrap' }}>
                  {scheduling.sitePrivacyPolicy.label}
                </AppLink>
              ) : (
                part
              ),
            )}
          </Typography>
          <SchedulingChoices
            scheduling={scheduling}
            loading={status === 'loading'}
            onLoadHere={() => {
              setStatus('loading');
            }}
          />
        </Box>
      )}
      <Box ref={hostRef} sx={{ display: status === 'ready' ? 'block' : 'none' }} />
    </Box>
  );
}
