import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** Tags as a real list (skills, venture features), wrapped as chips. */
export function TagList({
  tags,
  label,
  size = 'medium',
}: {
  tags: string[];
  label?: string;
  size?: 'small' | 'medium';
}) {
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={label}
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip label={tag} size={size} />
        </li>
      ))}
    </Stack>
  );
}
