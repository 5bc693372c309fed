import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardRounded from '../../components/icons/material/ArrowDownwardRounded';
import { anchors } from '../../content/anchors';
import type { VenturesContent } from '../../content/types';
import { ButtonLink } from '../../components/links/ButtonLink';
import { sectionHref } from '../../i18n/locales';
import { useLocale } from '../../i18n/SiteContentProvider';
import { Section } from '../../components/section/Section';
import { SectionHeader } from '../../components/section/SectionHeader';
import { VentureCard } from './VentureCard';
import { Column, Columns } from '../../components/Columns';

/** A venture card's column: two a row on a laptop. */
export const ventureColumn = { xs: 12, md: 6 } as const;

/** The companies, and a call to action that leads to the contact section. */
export function Ventures({
  ventures,
}: {
  /** The section's copy: heading, the ventures and the call to action that leads to the contact section. */
  ventures: VenturesContent;
}) {
  const locale = useLocale();
  return (
    <Section id={anchors.ventures} labelledBy="ventures-title" tone="paper">
      <SectionHeader id="ventures-title" intro={ventures} />
      <Columns spacing={3}>
        {ventures.ventures.map((venture) => (
          <Column key={venture.name} span={ventureColumn}>
            <VentureCard venture={venture} featuresLabel={ventures.featuresLabel} />
          </Column>
        ))}
      </Columns>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          mt: { xs: 5, md: 6 },
          alignItems: { sm: 'center' },
          justifyContent: 'center',
          textAlign: 'center',
        }}
      >
        <Typography variant="h5" component="p">
          {ventures.cta.text}
        </Typography>
        <ButtonLink
          href={sectionHref(locale, anchors.contact)}
          variant="contained"
          size="large"
          endIcon={<ArrowDownwardRounded aria-hidden />}
          // Beside the question (from sm up) the question wraps, never the button's label.
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {ventures.cta.label}
        </ButtonLink>
      </Stack>
    </Section>
  );
}
