import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouteError } from 'react-router-dom';
import { content } from '../content';
import { StatusScreen } from './StatusScreen';

/**
 * The router's error screen. It replaces the whole layout (the header itself may be what failed),
 * so it links home with a plain anchor: a full reload is the surest way out of a broken state.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { error: copy } = content;
  useEffect(() => {
    console.error('Unexpected application error:', error);
  }, [error]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <StatusScreen
        title={copy.title}
        text={copy.text}
        actions={
          <>
            <Button href="/" variant="contained" size="large">
              {copy.homeLabel}
            </Button>
            <Button
              variant="outlined"
              size="large"
              onClick={() => {
                window.location.reload();
              }}
            >
              {copy.reloadLabel}
            </Button>
          </>
        }
      />
    </Box>
  );
}
