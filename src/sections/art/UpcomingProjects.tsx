import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UpcomingProject } from '../../content/types';
import { TextInLanguage } from '../../components/TextInLanguage';

/** Upcoming projects as a list: when on the left, what on the right. */
export function UpcomingProjects({
  projects,
}: {
  /** The plans, in the order shown: each with when it happens, its title and a line about it. */
  projects: UpcomingProject[];
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
      {projects.map((project) => (
        <Box
          component="li"
          key={project.title}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
            gap: { xs: 0.5, sm: 4 },
            py: 3,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="overline" color="text.secondary" component="p">
            {project.when ? (
              <TextInLanguage language={project.whenLanguage}>{project.when}</TextInLanguage>
            ) : (
              project.year
            )}
          </Typography>
          <div>
            <Typography component="p" variant="h5" sx={{ mb: 0.5 }}>
              <TextInLanguage language={project.titleLanguage}>{project.title}</TextInLanguage>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {project.text}
            </Typography>
          </div>
        </Box>
      ))}
    </Box>
  );
}
