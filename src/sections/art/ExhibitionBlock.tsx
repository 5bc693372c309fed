import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowOutwardRounded from '../../components/icons/material/ArrowOutwardRounded';
import { anchors } from '../../content/anchors';
import type { Exhibition } from '../../content/types';
import { ButtonLink } from '../../components/links/ButtonLink';
import { TextInLanguage } from '../../components/TextInLanguage';
import { useCurrentYear } from '../../components/layout/useCurrentYear';
import { stillAhead } from './stillAhead';
import { surfaceRadius } from '../../theme/themePrimitives';

/** The sentence announcing the next series, its title in its own language. */
function NextPlan({ next }: { next: NonNullable<Exhibition['next']> }) {
  const [before, after] = next.text.replace('{year}', String(next.year)).split('{title}');
  return (
    <Typography sx={{ fontWeight: 600 }}>
      {before}
      <TextInLanguage language={next.titleLanguage}>{next.title}</TextInLanguage>
      {after}
    </Typography>
  );
}

/** The solo exhibition: what, where, when, what is next, and the exhibition page. */
export function ExhibitionBlock({
  exhibition,
}: {
  /** The exhibition: its title, venue, city and year, a paragraph, the next series and its page. */
  exhibition: Exhibition;
}) {
  const currentYear = useCurrentYear();
  const { next } = exhibition;
  const showNext = next !== undefined && stillAhead(next.year, currentYear);
  return (
    <Box
      id={anchors.exhibitions}
      sx={(theme) => ({
        p: { xs: 3, md: 6 },
        borderRadius: surfaceRadius,
        color: theme.vars.palette.text.primary,
        bgcolor: theme.vars.palette.tint.exhibition,
        border: 1,
        borderColor: theme.vars.palette.tint.exhibitionBorder,
      })}
    >
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Typography variant="overline" color="secondary" component="p">
          {exhibition.eyebrow} · {exhibition.city} {exhibition.year}
        </Typography>
        <Typography variant="h3">{exhibition.heading}</Typography>
        <Typography variant="h4" component="p" sx={{ fontFamily: 'h3.fontFamily', fontStyle: 'italic' }}>
          <TextInLanguage language={exhibition.titleLanguage}>{exhibition.title}</TextInLanguage>
          {', '}
          {exhibition.venue}
        </Typography>
        <Typography>{exhibition.text}</Typography>
        {showNext && <NextPlan next={next} />}
        <Box sx={{ pt: 1 }}>
          <ButtonLink
            href={exhibition.link.href}
            external
            variant="outlined"
            color="secondary"
            endIcon={<ArrowOutwardRounded aria-hidden />}
            sx={{ borderColor: 'secondary.main' }}
          >
            {exhibition.link.label}
          </ButtonLink>
        </Box>
      </Stack>
    </Box>
  );
}
