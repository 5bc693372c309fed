import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { localeRoot } from '../i18n/locales';
import { useLocale, useSiteContent } from '../i18n/SiteContentProvider';
import { StatusScreen } from './StatusScreen';

/** The error screen's two ways out: home (a full page load) and Reload page. */
export function ErrorActions() {
  const { error: copy } = useSiteContent();
  const locale = useLocale();
  return (
    <>
      <Button href={localeRoot(locale)} variant="contained" size="large">
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
  );
}

/**
 * The error screen (see App). It replaces the whole layout (the header itself may be what failed),
 * so it links home with a plain anchor: a full reload is the surest way out of a broken state.
 */
export function ErrorPage() {
  const { error: copy } = useSiteContent();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <StatusScreen title={copy.title} text={copy.text} actions={<ErrorActions />} />
    </Box>
  );
}
