import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import ArrowBackRounded from '../components/icons/material/ArrowBackRounded';
import { formatLongDate } from '../i18n/format';
import { localeRoot } from '../i18n/locales';
import { useLocale, useSiteContent } from '../i18n/SiteContentProvider';
import type { LegalPage as LegalPageContent } from '../content/types';
import type { LegalPageKey } from '../i18n/locales';
import { AppLink } from '../components/links/AppLink';
import { ButtonLink } from '../components/links/ButtonLink';
import { LinkifiedText } from './LinkifiedText';
import { RoomForTheRest } from '../components/RoomForTheRest';
import { StaticPart } from '../components/StaticPart';
import { useRestAfterFirstPaint } from '../hooks/useRestAfterFirstPaint';

/** The sections a first screen can show, drawn first when the page is reached by a link. */
const sectionsOnFirstScreen = 2;

/**
 * The numbered sections, each a heading and its blocks (address, paragraphs, links) with the space
 * between them, none after the last. They are plain elements in the body's type, styled by these
 * rules on the list: a Typography or a style object on each is work MUI does for every one of them
 * while the page is drawn (a legal page opened in the app waits for it).
 */
const sectionsSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  counterReset: 'section',
  '& > li': { counterIncrement: 'section' },
  '& > li > h2': {
    typography: 'h4',
    m: 0,
    mb: 1.5,
    '&::before': {
      content: 'counter(section) ". "',
      color: 'text.secondary',
      fontVariantNumeric: 'tabular-nums',
    },
  },
  '& > li > :is(p, address)': { mt: 0, mb: 1.5, '&:last-child': { mb: 0 } },
  '& > li > address': { fontStyle: 'normal' },
  '& > li > address > span': { display: 'block' },
} as const;

/** "Back to Home" above a legal page's title: a text button link, its icon aligned with the text below. */
export function BackHomeLink({
  sx,
}: {
  /** Its place on the page (the room below it); its own alignment it keeps. */
  sx?: SystemStyleObject<Theme>;
}) {
  const { chrome } = useSiteContent();
  const locale = useLocale();
  return (
    <ButtonLink
      href={localeRoot(locale)}
      variant="text"
      startIcon={<ArrowBackRounded aria-hidden />}
      sx={{ ml: -1.5, ...sx }}
    >
      {chrome.backToHome}
    </ButtonLink>
  );
}

/** Terms, Privacy and Imprint: a readable measure, numbered sections, the date of the last change. */
export function LegalPage({
  page,
}: {
  /** The page's copy: title, date of the last change, optional introduction, sections. */
  page: LegalPageContent;
}) {
  const { chrome } = useSiteContent();
  const locale = useLocale();
  const whole = useRestAfterFirstPaint();
  const sections = whole ? page.sections : page.sections.slice(0, sectionsOnFirstScreen);
  return (
    // The site's own column (the header's, the sections'), so that the page lines up with the logo;
    // the text keeps a readable measure inside it.
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <BackHomeLink sx={{ mb: 4 }} />
      <Box component="article">
        {/* The title spans the page's column, not the text's measure: a long German compound
            ("Datenschutzerklärung") stays whole on a desktop and breaks at its soft hyphen only
            where the column is narrower than the word, as on a phone. */}
        <Typography variant="h1" sx={{ mb: 2 }}>
          {page.title}
        </Typography>
        <Box sx={{ maxWidth: '68ch' }}>
          <Typography color="text.secondary" sx={{ mb: page.intro ? 2 : 6 }}>
            {chrome.lastUpdatedLabel}:{' '}
            <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated, locale)}</time>
          </Typography>
          {page.intro && (
            <Typography variant="subtitle1" sx={{ mb: 6 }}>
              <LinkifiedText text={page.intro} />
            </Typography>
          )}
          <Stack component="ol" spacing={5} sx={sectionsSx}>
            {sections.map((section) => (
              <li key={section.heading}>
                <h2>{section.heading}</h2>
                {section.address && (
                  <address>
                    {section.address.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                )}
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>
                    <LinkifiedText text={paragraph} />
                  </p>
                ))}
                {section.links?.map((link) => (
                  <p key={link.href}>
                    <AppLink href={link.href} external={link.external}>
                      {link.label}
                    </AppLink>
                  </p>
                ))}
              </li>
            ))}
          </Stack>
          {!whole && <RoomForTheRest />}
        </Box>
      </Box>
    </Container>
  );
}

/** A legal page in the page's language, by its key (what the route table names). */
export function LegalPageOf({ page }: { page: LegalPageKey }) {
  const content = useSiteContent()[page];
  // Nothing on a legal page needs the app: links and text only.
  return (
    <StaticPart>
      <LegalPage page={content} />
    </StaticPart>
  );
}
