import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Role } from '../../content/types';
import { ContentCard, ContentCardBody } from '../../components/ContentCard';
import { IconBadge } from '../../components/IconBadge';
import { Tag } from '../../components/Tag';
import { TextInLanguage } from '../../components/TextInLanguage';

/** One role: title, company and period, what was done, and the headline result if there is one. */
export function RoleCard({
  role,
}: {
  /** The role shown: title, company, period, icon, what was done and an optional headline result. */
  role: Role;
}) {
  return (
    <ContentCard>
      <ContentCardBody padding={{ xs: 3, md: 4 }} gap={2}>
        <IconBadge name={role.icon} />
        <div>
          <Typography variant="h4" component="h3">
            <TextInLanguage language={role.titleLanguage}>{role.title}</TextInLanguage>
          </Typography>
          <Typography color="text.secondary" sx={{ fontWeight: 500 }}>
            {role.company} · {role.period}
          </Typography>
        </div>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {role.description}
        </Typography>
        {role.highlight && (
          <Stack direction="row">
            <Tag label={role.highlight} tone="secondary" variant="outlined" />
          </Stack>
        )}
      </ContentCardBody>
    </ContentCard>
  );
}
