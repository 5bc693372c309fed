import { Suspense, lazy, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { ContactFormContent, ContactLink } from '../../../content/types';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { DirectEmailNote } from '../DirectEmailNote';

/**
 * The contact form's code (Formik, the email SDK's loader, the toasts) is a chunk of its own, and
 * the form a Suspense boundary of its own: the page is taken over without waiting for it, and
 * while its code is on the way, what the visitor types goes into the prerendered fields as is
 * (read when the form takes over, see ContactForm).
 */
const ContactForm = lazy(() => import('./ContactForm').then((module) => ({ default: module.ContactForm })));

/**
 * Holds the form's place while its code loads after an in-app navigation (a first visit shows
 * the prerendered form instead), about as tall as the form so the footer does not jump.
 */
function FormLoading() {
  return <Box aria-busy="true" sx={{ minHeight: 620, borderRadius: 2, bgcolor: 'background.paper' }} />;
}

interface DeferredContactFormProps {
  copy: ContactFormContent;
  /** The owner's address, offered if the form's code cannot be loaded. */
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
  return (
    <ErrorBoundary fallback={<DirectEmailNote text={copy.loadFailed} email={email} />}>
      <Suspense fallback={<FormLoading />}>
        <Form copy={copy} />
      </Suspense>
    </ErrorBoundary>
  );
}
