import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface StatusScreenProps {
  /**
   * A large status code shown above the title, e.g. "404".
   * @default none
   */
  code?: string;
  /** The headline: what happened, in a few words. */
  title: string;
  /** One or two sentences under the title: what the visitor can do now. */
  text: string;
  /** The buttons below the text: the way out (home, try again). */
  actions: ReactNode;
}

/** The shared layout of the 404 page and the error screen: big, calm, one way out. */
export function StatusScreen({ code, title, text, actions }: StatusScreenProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        {code && (
          <Typography
            component="p"
            sx={{
              fontFamily: 'h1.fontFamily',
              fontWeight: 600,
              fontSize: 'clamp(5rem, 3rem + 10vw, 9rem)',
              lineHeight: 1,
              color: 'secondary.main',
            }}
          >
            {code}
          </Typography>
        )}
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: '48ch' }}>
          {text}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 2 }}>
          {actions}
        </Stack>
      </Stack>
    </Container>
  );
}
