import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Venture } from '../../content/types';
import { ContentCard, ContentCardBody } from '../../components/ContentCard';
import { IconBadge } from '../../components/IconBadge';
import { Tag } from '../../components/Tag';
import { TagList } from '../../components/TagList';

/** A venture: name and what it does, its features, and a status badge such as "Coming Soon". */
export function VentureCard({
  venture,
  featuresLabel,
}: {
  /** The venture shown: name, tagline, icon and accent, what it does, its features and a status. */
  venture: Venture;
  /** The name screen readers give the list of features ("Features"); it is not shown. */
  featuresLabel: string;
}) {
  return (
    <ContentCard accent={venture.accent}>
      <ContentCardBody padding={{ xs: 3, md: 5 }} gap={2.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <IconBadge name={venture.icon} tone={venture.accent} />
          {venture.status && <Tag label={venture.status} tone={venture.accent} />}
        </Stack>
        <div>
          <Typography variant="overline" color="text.secondary" component="p">
            {venture.tagline}
          </Typography>
          {/* A card's heading: the h4 style, whatever its level (Foundations/Tokens, type scale). */}
          <Typography variant="h4" component="h3">
            {venture.name}
          </Typography>
        </div>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {venture.description}
        </Typography>
        <TagList tags={venture.features} label={featuresLabel} size="small" />
      </ContentCardBody>
    </ContentCard>
  );
}
