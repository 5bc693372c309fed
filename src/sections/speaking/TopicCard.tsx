import Typography from '@mui/material/Typography';
import type { Topic } from '../../content/types';
import { ContentCard, ContentCardBody } from '../../components/ContentCard';
import { IconBadge } from '../../components/IconBadge';
import { TagList } from '../../components/TagList';
import { TextInLanguage } from '../../components/TextInLanguage';

/** One talk or workshop topic. Its heading is level 4: topics sit under "Talks and workshops". */
export function TopicCard({
  topic,
  formatsLabel,
}: {
  /** The topic shown: title, icon, a line about it and the formats it comes in (keynote, workshop…). */
  topic: Topic;
  /** The name screen readers give the list of formats ("Formats"); it is not shown. */
  formatsLabel: string;
}) {
  return (
    <ContentCard>
      <ContentCardBody padding={{ xs: 3, md: 4 }} gap={2}>
        <IconBadge name={topic.icon} />
        <Typography variant="h4" component="h4">
          <TextInLanguage language={topic.titleLanguage}>{topic.title}</TextInLanguage>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {topic.description}
        </Typography>
        {topic.formats && topic.formats.length > 0 && (
          <TagList tags={topic.formats} label={formatsLabel} size="small" />
        )}
      </ContentCardBody>
    </ContentCard>
  );
}
