import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowOutwardRounded from '../../components/icons/material/ArrowOutwardRounded';
import { anchors } from '../../content/anchors';
import type { HeroContent } from '../../content/types';
import { ButtonLink } from '../../components/links/ButtonLink';
import { sectionHref } from '../../i18n/locales';
import { useLocale } from '../../i18n/SiteContentProvider';
import { useLinkLabel } from '../../i18n/linkLabel';

/** The width of the dot between two parts of the eyebrow, with its space on either side. */
const separatorWidth = '1.2em';

/**
 * The eyebrow's parts ("Product leader · Speaker · Artist"), each after its dot. The row is shifted
 * left by one dot and clipped, so the dot that starts a line is cut off and no line of a wrapped
 * eyebrow starts or ends with "·".
 */
function Eyebrow({ text }: { text: string }) {
  return (
    <Typography variant="overline" color="secondary" component="p" sx={{ overflow: 'hidden' }}>
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', ml: `-${separatorWidth}` }}>
        {text.split('·').map((part) => (
          <Box
            component="span"
            key={part}
            sx={{
              '&::before': {
                // Read as nothing: the parts are separate words already.
                content: '"·" / ""',
                display: 'inline-block',
                width: separatorWidth,
                textAlign: 'center',
              },
            }}
          >
            {/* The space keeps the parts apart in the page's text (reader modes, search results). */}
            {`${part.trim()} `}
          </Box>
        ))}
      </Box>
    </Typography>
  );
}

/** The first screen: who this is, in one sentence, and the two things a visitor most often wants. */
export function Hero({
  hero,
}: {
  /** The section's copy: eyebrow, headline, tagline, the contact button's label and the résumé link. */
  hero: HeroContent;
}) {
  const locale = useLocale();
  const resumeLabel = useLinkLabel(hero.resume);
  return (
    <Box component="section" id={anchors.home} aria-labelledby="hero-title" sx={{ py: { xs: 8, md: 14 } }}>
      <Container maxWidth="lg">
        <Stack spacing={{ xs: 3, md: 4 }} sx={{ maxWidth: 880 }}>
          <Eyebrow text={hero.eyebrow} />
          <Typography id="hero-title" variant="h1">
            {hero.headline}
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: '60ch' }}>
            {hero.tagline}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
            <ButtonLink href={sectionHref(locale, anchors.contact)} variant="contained" size="large">
              {hero.contactCta}
            </ButtonLink>
            <ButtonLink
              href={hero.resume.href}
              hrefLang={hero.resume.language}
              external
              variant="outlined"
              size="large"
              endIcon={<ArrowOutwardRounded aria-hidden />}
            >
              {resumeLabel}
            </ButtonLink>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
