import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { content } from '../../content';
import { headerHeight } from '../../theme/globalStyles';
import { AppLink } from '../links/AppLink';
import { ThemeToggle } from './ThemeToggle';

/** The sticky header: the owner's name (home), the section links and the theme toggle. */
export function SiteHeader() {
  const { chrome, nav } = content;
  return (
    <AppBar position="sticky" component="header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: headerHeight }, gap: 2 }}>
          <AppLink
            href="/#home"
            underline="none"
            color="text.primary"
            sx={{ fontFamily: 'h3.fontFamily', fontSize: '1.25rem', fontWeight: 600, mr: 'auto' }}
          >
            {chrome.siteName}
          </AppLink>
          <Box component="nav" aria-label={chrome.navLabel} sx={{ display: { xs: 'none', md: 'block' } }}>
            <Stack component="ul" direction="row" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {nav.map((item) => (
                <li key={item.anchor}>
                  <AppLink
                    href={`/#${item.anchor}`}
                    underline="none"
                    color="text.secondary"
                    sx={{
                      display: 'inline-block',
                      px: 1.5,
                      py: 1,
                      borderRadius: 1,
                      fontSize: '0.9375rem',
                      '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
                    }}
                  >
                    {item.label}
                  </AppLink>
                </li>
              ))}
            </Stack>
          </Box>
          <ThemeToggle />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
