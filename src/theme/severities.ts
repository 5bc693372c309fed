import type { AlertColor } from '@mui/material/Alert';

/**
 * The palette colours that say how something went: the severities of an alert (and so of a
 * toast), each with its own colour pair and icon.
 */
export const severities = ['success', 'error', 'warning', 'info'] as const satisfies readonly AlertColor[];

export type Severity = (typeof severities)[number];
