import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSiteContent } from '../../i18n/SiteContentProvider';
import type { Link } from '../../content/types';
import { AppLink } from '../links/AppLink';
import { useCurrentYear } from './useCurrentYear';
import { Column, Columns } from '../Columns';

function LinkList({ links, direction = 'column' }: { links: Link[]; direction?: 'row' | 'column' }) {
  return (
    <Stack
      component="ul"
      direction={direction}
      spacing={direction === 'row' ? 3 : 1}
      // A row wraps on a narrow phone ("Nutzungsbedingungen" is long) instead of overflowing.
      sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: direction === 'row' ? 'wrap' : 'nowrap', rowGap: 1 }}
    >
      {links.map((link) => (
        <li key={link.href}>
          <AppLink
            href={link.href}
            external={link.external}
            color="text.secondary"
            underline="hover"
            variant="body2"
          >
            {link.label}
          </AppLink>
        </li>
      ))}
    </Stack>
  );
}

/** Footer: about text, link columns, copyright with the current year and the legal links. */
export function SiteFooter() {
  const { footer, owner } = useSiteContent();
  const year = useCurrentYear();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Columns spacing={{ xs: 4, md: 6 }}>
          <Column span={{ xs: 12, md: 6 }}>
            <Typography component="p" variant="h5" sx={{ fontFamily: 'h3.fontFamily', mb: 1.5 }}>
              {owner.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '42ch', mb: 1.5 }}>
              {footer.about}
            </Typography>
            <AppLink href={footer.contactLink.href} variant="body2" underline="hover">
              {footer.contactLink.label}
            </AppLink>
          </Column>
          {footer.columns.map((column) => (
            <Column key={column.title} span={{ xs: 6, md: 3 }}>
              <Typography component="h2" variant="subtitle2" sx={{ mb: 2 }}>
                {column.title}
              </Typography>
              <LinkList links={column.links} />
            </Column>
          ))}
        </Columns>
        <Divider sx={{ my: { xs: 4, md: 5 } }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            © {year} {owner.name}. {footer.rightsText}
          </Typography>
          <nav aria-label={footer.legalNavLabel}>
            <LinkList links={footer.legalLinks} direction="row" />
          </nav>
        </Stack>
      </Container>
    </Box>
  );
}
