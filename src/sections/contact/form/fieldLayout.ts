import type { FieldName } from './contactFormModel';

export interface FieldLayout {
  name: FieldName;
  type?: string;
  autoComplete: string;
  /** Required fields say so under themselves (a helper line). */
  required?: boolean;
  /** Half width beside its neighbour from the small breakpoint up. */
  half?: boolean;
  multiline?: boolean;
}

/**
 * The form's fields in order, and how each is laid out: read by the form and by the shape that
 * holds its place while its code loads, so the two cannot differ.
 */
export const fieldLayout: FieldLayout[] = [
  { name: 'firstName', autoComplete: 'given-name', half: true },
  { name: 'lastName', autoComplete: 'family-name', half: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'subject', autoComplete: 'off' },
  { name: 'message', autoComplete: 'off', required: true, multiline: true },
];
