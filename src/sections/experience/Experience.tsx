import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { anchors } from '../../content/anchors';
import type { ExperienceContent } from '../../content/types';
import { Section } from '../../components/section/Section';
import { SectionHeader } from '../../components/section/SectionHeader';
import { SubsectionHeading } from '../../components/section/SubsectionHeading';
import { TagList } from '../../components/TagList';
import { RoleCard } from './RoleCard';
import { Column, Columns } from '../../components/Columns';

/** A role card's column: three a row on a laptop. */
export const roleColumn = { xs: 12, md: 4 } as const;

/**
 * Her career at a glance: a headline figure, the roles that shaped it (each a card) and the core
 * skills, for a visitor who wants to know what she has done before anything else.
 */
export function Experience({
  experience,
}: {
  /** The section's copy: heading, the headline number, the roles and the core skills. */
  experience: ExperienceContent;
}) {
  return (
    <Section id={anchors.experience} labelledBy="experience-title">
      <SectionHeader
        id="experience-title"
        intro={experience}
        aside={
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'baseline', justifyContent: { md: 'flex-end' } }}
          >
            <Typography
              component="p"
              sx={{
                fontFamily: 'h1.fontFamily',
                fontWeight: 600,
                fontSize: { xs: '3.5rem', md: '4.5rem' },
                lineHeight: 1,
                color: 'primary.main',
              }}
            >
              {experience.stat.value}
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: '14ch', fontWeight: 500 }}>
              {experience.stat.label}
            </Typography>
          </Stack>
        }
      />
      <Columns spacing={3}>
        {experience.roles.map((role) => (
          <Column key={`${role.company}-${role.title}`} span={roleColumn}>
            <RoleCard role={role} />
          </Column>
        ))}
      </Columns>
      <Box sx={{ mt: { xs: 7, md: 10 } }}>
        <SubsectionHeading>{experience.skillsHeading}</SubsectionHeading>
        <TagList tags={experience.skills} />
      </Box>
    </Section>
  );
}
