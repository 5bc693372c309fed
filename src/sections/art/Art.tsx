import Box from '@mui/material/Box';
import { anchors } from '../../content/anchors';
import type { ArtContent } from '../../content/types';
import { Section } from '../../components/section/Section';
import { SectionHeader } from '../../components/section/SectionHeader';
import { SubsectionHeading } from '../../components/section/SubsectionHeading';
import { ArtworkCard } from './ArtworkCard';
import { ExhibitionBlock } from './ExhibitionBlock';
import { UpcomingProjects } from './UpcomingProjects';
import { useCurrentYear } from '../../components/layout/useCurrentYear';
import { stillAhead } from './stillAhead';
import { Column, Columns } from '../../components/Columns';

/** An artwork's column: three a row on a laptop (on a tablet the works form a list). */
export const artworkColumn = { xs: 12, md: 4 } as const;

/** The art practice: selected works, the solo exhibition and what comes next. */
export function Art({
  art,
}: {
  /** The section's copy: heading, the artworks of the gallery, the exhibition and the upcoming projects. */
  art: ArtContent;
}) {
  // Dated plans whose year is over are not upcoming any more: the page leaves them out.
  const currentYear = useCurrentYear();
  const upcoming = art.upcoming.filter((project) => stillAhead(project.year, currentYear));
  return (
    <Section id={anchors.art} labelledBy="art-title">
      <SectionHeader id="art-title" intro={art} />
      <Box id={anchors.gallery}>
        <SubsectionHeading>{art.galleryHeading}</SubsectionHeading>
        <Columns spacing={3}>
          {art.artworks.map((artwork) => (
            <Column key={artwork.title} span={artworkColumn}>
              <ArtworkCard artwork={artwork} />
            </Column>
          ))}
        </Columns>
      </Box>
      <Box sx={{ mt: { xs: 6, md: 10 } }}>
        <ExhibitionBlock exhibition={art.exhibition} />
      </Box>
      {upcoming.length > 0 && (
        <Box sx={{ mt: { xs: 6, md: 10 } }}>
          <SubsectionHeading>{art.upcomingHeading}</SubsectionHeading>
          <UpcomingProjects projects={upcoming} />
        </Box>
      )}
    </Section>
  );
}
