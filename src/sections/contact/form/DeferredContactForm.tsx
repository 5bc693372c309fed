import { Suspense, lazy, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import type { ContactFormContent, ContactLink } from '../../../content/types';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { DirectEmailNote } from '../DirectEmailNote';
import { whenNearViewport } from '../../../hooks/whenNearViewport';
import { prerenderedFormIsAway } from './prerenderedForm';
import { fieldLayout } from './fieldLayout';
import { FormPrivacyNote } from './FormPrivacyNote';
import { formFrameSx } from '../formFrame';
import { radius } from '../../../theme/themePrimitives';
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

// Heights in px of what MUI draws with this theme: a text field, a five-row one, the line under a
// required field, the large button (measured: the shape is within a pixel of the form).
const drawnHeight = { field: 59, multiline: 151, helperLine: 20, button: 52 };

/**
 * Holds the form's place while its code loads after an in-app navigation (a first visit shows the
 * prerendered form instead): the form's shape, its heading, a quiet outline where each field goes
 * (with room for the line under a required one), the button and the privacy note, at the form's height, so the page
 * does not jump when the form arrives.
 */
function FormLoading({ heading, privacyNote }: Pick<ContactFormContent, 'heading' | 'privacyNote'>) {
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
            {field.required && <Box sx={{ height: drawnHeight.helperLine }} />}
          </Column>
        ))}
      </Columns>
      <Box
        sx={{
          mt: 3,
          width: 200,
          height: drawnHeight.button,
          borderRadius: radius.pill,
          bgcolor: 'action.hover',
        }}
      />
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
  // before it can show the next view (a transition waits for it): its code is needed now.
  if (location !== firstLocation) near.resolve();
  const place = useRef<HTMLDivElement>(null);
  // Coming near changes no state here: a boundary React has not hydrated yet must get no update
  // it cannot hydrate for at once, or React drops its prerendered markup for the fallback.
  useEffect(() => (place.current ? whenNearViewport(place.current, near.resolve) : undefined), [near]);
  const form = <Form copy={copy} />;
  return (
    <div ref={place}>
      <ErrorBoundary fallback={<DirectEmailNote text={copy.loadFailed} email={email} />}>
        <Suspense fallback={<FormLoading heading={copy.heading} privacyNote={copy.privacyNote} />}>
          {waitUntilNear ? <Await until={near.promise}>{form}</Await> : form}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
