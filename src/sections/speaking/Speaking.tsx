import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { anchors } from '../../content/anchors';
import type { SpeakingContent } from '../../content/types';
import { Section } from '../../components/section/Section';
import { SectionHeader } from '../../components/section/SectionHeader';
import { SubsectionHeading } from '../../components/section/SubsectionHeading';
import { StaticPart } from '../../components/StaticPart';
import { SchedulingButton } from './SchedulingButton';
import { TopicCard } from './TopicCard';
import { Column, Columns } from '../../components/Columns';
import { raisedPanelSx } from '../../theme/themePrimitives';

/** A talk card's column: two a row from a tablet up. */
export const topicColumn = { xs: 12, sm: 6 } as const;

/**
 * For event organisers: the topics she speaks on, each a card, and the way to book a call about
 * an event.
 */
export function Speaking({
  speaking,
}: {
  /** The section's copy: heading, the talk topics and the block for booking a call (text, button label, calendar link). */
  speaking: SpeakingContent;
}) {
  return (
    <Section id={anchors.speaking} labelledBy="speaking-title" tone="paper">
      <StaticPart>
        <SectionHeader id="speaking-title" intro={speaking} />
        <Box id={anchors.workshops}>
          <SubsectionHeading>{speaking.topicsHeading}</SubsectionHeading>
          <Columns spacing={3}>
            {speaking.topics.map((topic) => (
              <Column key={topic.title} span={topicColumn}>
                <TopicCard topic={topic} formatsLabel={speaking.formatsLabel} />
              </Column>
            ))}
          </Columns>
        </Box>
      </StaticPart>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{
          mt: { xs: 5, md: 6 },
          p: { xs: 3, md: 5 },
          ...raisedPanelSx,
          alignItems: { md: 'flex-start' },
          justifyContent: 'space-between',
        }}
      >
        <StaticPart>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {speaking.scheduling.heading}
          </Typography>
          <Typography color="text.secondary">{speaking.scheduling.text}</Typography>
        </StaticPart>
        <SchedulingButton scheduling={speaking.scheduling} />
      </Stack>
    </Section>
  );
}
