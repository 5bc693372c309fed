import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { anchors } from '../../content/anchors';
import type { ArtContent } from '../../content/types';
import { Section } from '../../components/section/Section';
import { SectionHeader } from '../../components/section/SectionHeader';
import { SubsectionHeading } from '../../components/section/SubsectionHeading';
import { ArtworkCard } from './ArtworkCard';
import { ExhibitionBlock } from './ExhibitionBlock';
import { UpcomingProjects } from './UpcomingProjects';

/** The art practice: selected works, the solo exhibition and what comes next. */
export function Art({
  art,
}: {
  /** The section's copy: heading, the artworks of the gallery, the exhibition and the upcoming projects. */
  art: ArtContent;
}) {
  return (
    <Section id={anchors.art} labelledBy="art-title">
      <SectionHeader id="art-title" intro={art} />
      <Box id={anchors.gallery}>
        <SubsectionHeading>{art.galleryHeading}</SubsectionHeading>
        <Grid container spacing={3}>
          {art.artworks.map((artwork) => (
            <Grid key={artwork.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <ArtworkCard artwork={artwork} />
            </Grid>
          ))}
        </Grid>
      </Box>
      <Box sx={{ mt: { xs: 6, md: 10 } }}>
        <ExhibitionBlock exhibition={art.exhibition} />
      </Box>
      <Box sx={{ mt: { xs: 6, md: 10 } }}>
        <SubsectionHeading>{art.upcomingHeading}</SubsectionHeading>
        <UpcomingProjects projects={art.upcoming} />
      </Box>
    </Section>
  );
}
