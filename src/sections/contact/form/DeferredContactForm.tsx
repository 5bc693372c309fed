import { Suspense } from 'react';
import Box from '@mui/material/Box';
import type { ContactFormContent, ContactLink } from '../../../content/types';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { DirectEmailNote } from '../DirectEmailNote';
import { firstInteraction } from '../../../app/firstInteraction';
import { lazyComponent } from '../../../app/lazyComponent';

/**
 * The contact form's code (Formik, the email SDK's loader, the toasts) is not needed for the
 * first paint: it loads at the visitor's first interaction. Until then the prerendered form stays
 * on screen as it is.
 */
const ContactForm = lazyComponent(
  () => import('./ContactForm').then((module) => module.ContactForm),
  firstInteraction,
);

/**
 * Holds the form's place while its code loads after an in-app navigation (a first visit shows
 * the prerendered form instead), about as tall as the form so the footer does not jump.
 */
function FormLoading() {
  return <Box aria-busy="true" sx={{ minHeight: 620, borderRadius: 2, bgcolor: 'background.paper' }} />;
}

/**
 * The contact form, loaded when it is about to be needed. If its code cannot be loaded (a flaky
 * connection), the owner's address takes its place instead of an empty frame.
 */
export function DeferredContactForm({ copy, email }: { copy: ContactFormContent; email?: ContactLink }) {
  return (
    <ErrorBoundary fallback={<DirectEmailNote text={copy.loadFailed} email={email} />}>
      <Suspense fallback={<FormLoading />}>
        <ContactForm copy={copy} />
      </Suspense>
    </ErrorBoundary>
  );
}
