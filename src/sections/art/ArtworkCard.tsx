import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Artwork } from '../../content/types';
import { ContentCard, ContentCardBody } from '../../components/ContentCard';
import { Picture } from '../../components/Picture';
import { TextInLanguage } from '../../components/TextInLanguage';

/**
 * An artwork: the image first, then title, year and medium, and a line about it. On a tablet the
 * text stands beside the image, so that the works form a list with no card left alone on a row.
 */
export function ArtworkCard({
  artwork,
}: {
  /** The work shown: its image, title, year, medium and a line about it. */
  artwork: Artwork;
}) {
  return (
    <ContentCard direction={{ xs: 'column', sm: 'row', md: 'column' }}>
      <Box
        sx={{
          aspectRatio: '4 / 5',
          width: { sm: '40%', md: 'auto' },
          flexShrink: 0,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        <Picture
          image={artwork.image}
          sizes="(min-width: 1200px) 368px, (min-width: 900px) 30vw, (min-width: 600px) 38vw, 100vw"
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
