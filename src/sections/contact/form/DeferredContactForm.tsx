import { Suspense, lazy, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import type { ContactFormContent, ContactLink } from '../../../content/types';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { DirectEmailNote } from '../DirectEmailNote';
import { whenNearViewport } from '../../../hooks/whenNearViewport';
import { prerenderedFormIsAway } from './prerenderedForm';
import { fieldLayout } from './fieldLayout';
import { FormPrivacyNote } from './FormPrivacyNote';
import { SendButtonShape } from './SendButton';
import { formFrameSx } from '../formFrame';
import { Column, Columns } from '../../../components/Columns';

/**
 * The contact form's code (Formik, the email SDK's loader, the toasts) is a chunk of its own, and
 * the form a Suspense boundary of its own: the page is taken over without waiting for it. On a
 * prerendered page that opens away from the form, the form is taken over when it comes near the
 * viewport (until then React leaves its prerendered markup as it is), so starting the app does not
 * pay for a form far below; a page that opens on it takes it over with the rest.
 * What the visitor types meanwhile goes into the prerendered fields as is (read when the form
 * takes over, see ContactForm).
 */
const ContactForm = lazy(() => import('./ContactForm').then((module) => ({ default: module.ContactForm })));

// Heights in px of the outline MUI draws with this theme around a text field and a five-row one
// (measured: the same as the form's).
const drawnHeight = { field: 56, multiline: 148 };

/**
 * Holds the form's place while its code loads after an in-app navigation (a first visit shows the
 * prerendered form instead): the form's shape, its heading, a quiet outline where each field goes,
 * the line under each (empty but for a required one), the button and the privacy note, so the
 * page does not move when the form arrives. The line and the button are the form's own, drawn
 * without ink, with the words of the page's language: each is exactly as tall and wide as what
 * replaces it, in either language.
 */
function FormLoading({
  copy: { heading, privacyNote, requiredHint, ...copy },
}: {
  copy: Pick<ContactFormContent, 'heading' | 'privacyNote' | 'requiredHint' | 'submitLabel' | 'sendingLabel'>;
}) {
  return (
    <Box aria-busy="true" sx={formFrameSx}>
      <Typography variant="h3" component="p" sx={{ mb: 3 }}>
        {heading}
      </Typography>
      <Columns spacing={2.5}>
        {fieldLayout.map((field) => (
          <Column key={field.name} span={{ xs: 12, sm: field.half ? 6 : 12 }}>
            <Box
              sx={{
                height: field.multiline ? drawnHeight.multiline : drawnHeight.field,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.default',
              }}
            />
            <FormHelperText variant="outlined" sx={{ visibility: 'hidden' }}>
              {field.required && requiredHint}
            </FormHelperText>
          </Column>
        ))}
      </Columns>
      <SendButtonShape copy={copy} />
      <FormPrivacyNote note={privacyNote} />
    </Box>
  );
}

/** Suspends until `until` resolves: on a prerendered page, React keeps the boundary's markup meanwhile. */
function Await({ until, children }: { until: Promise<void>; children: ReactNode }) {
  use(until);
  return children;
}

/**
 * A promise, and the function that resolves it. Resolving also marks the promise fulfilled the way
 * React's `use` reads it, so a render after that does not suspend on it again.
 */
function deferred() {
  let done: () => void = () => undefined;
  const promise: Promise<void> & { status?: 'fulfilled' } = new Promise<void>((resolve) => {
    done = resolve;
  });
  const resolve = () => {
    promise.status = 'fulfilled';
    done();
  };
  return { promise, resolve };
}

interface DeferredContactFormProps {
  /** The form's words in the page's language: labels, hints, errors, button and toasts. */
  copy: ContactFormContent;
  /**
   * The owner's address, offered if the form's code cannot be loaded.
   * @default none
   */
  email?: ContactLink;
  /**
   * The form as loaded on demand. Stories pass one whose code never arrives or fails to load,
   * to show what stands in its place; the site uses the real one.
   */
  form?: ComponentType<{ copy: ContactFormContent }>;
}

/**
 * The contact form. If its code cannot be loaded (a flaky connection), the owner's address takes
 * its place instead of an empty frame.
 */
export function DeferredContactForm({ copy, email, form: Form = ContactForm }: DeferredContactFormProps) {
  const [waitUntilNear] = useState(prerenderedFormIsAway);
  const [near] = useState(deferred);
  const location = useLocation();
  const [firstLocation] = useState(location);
  // A navigation draws the page again, the form included, and React has to take the form over
  // before it can draw it anew: its code is needed now.
  if (location !== firstLocation) near.resolve();
  const place = useRef<HTMLDivElement>(null);
  // Coming near changes no state here: a boundary React has not hydrated yet must get no update
  // it cannot hydrate for at once, or React drops its prerendered markup for the fallback.
  useEffect(() => (place.current ? whenNearViewport(place.current, near.resolve) : undefined), [near]);
  const form = <Form copy={copy} />;
  return (
    <div ref={place}>
      <ErrorBoundary fallback={<DirectEmailNote text={copy.loadFailed} email={email} />}>
        <Suspense fallback={<FormLoading copy={copy} />}>
          {waitUntilNear ? <Await until={near.promise}>{form}</Await> : form}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
