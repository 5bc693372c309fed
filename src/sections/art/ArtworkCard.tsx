import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Artwork } from '../../content/types';
import { ContentCard, ContentCardBody } from '../../components/ContentCard';
import { Picture } from '../../components/Picture';
import { TextInLanguage } from '../../components/TextInLanguage';

/** An artwork: the image first, then title, year and medium, and a line about it. */
export function ArtworkCard({
  artwork,
}: {
  /** The work shown: its image, title, year, medium and a line about it. */
  artwork: Artwork;
}) {
  return (
    <ContentCard>
      <Box sx={{ aspectRatio: '4 / 5', overflow: 'hidden', bgcolor: 'action.hover' }}>
        <Picture
          image={artwork.image}
          sizes="(min-width: 1200px) 368px, (min-width: 900px) 30vw, (min-width: 600px) 50vw, 100vw"
        />
      </Box>
      <ContentCardBody padding={3} gap={1}>
        <Typography variant="h4" component="h4">
          <TextInLanguage language={artwork.titleLanguage}>{artwork.title}</TextInLanguage>
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {artwork.year} · {artwork.medium}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {artwork.description}
        </Typography>
      </ContentCardBody>
    </ContentCard>
  );
}
