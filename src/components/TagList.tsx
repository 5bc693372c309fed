import Stack from '@mui/material/Stack';
import { Tag, tagSizes } from './Tag';

interface TagListProps {
  /** The tags, each a word or two; they wrap onto as many lines as they need. A tag longer than its line wraps inside its pill. */
  tags: string[];
  /**
   * What the list is, for screen readers ("Features"); give it when the heading above does not say.
   * @default none
   */
  label?: string;
  /** Small inside cards, medium on their own. */
  size?: (typeof tagSizes)[number];
}

/**
 * Tags as a real list (skills, venture features), wrapped as tags. Tags are not buttons and not
 * links: they only describe. For choices a visitor makes, use buttons or a form field.
 */
export function TagList({ tags, label, size = 'medium' }: TagListProps) {
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={label}
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        listStyle: 'none',
        m: 0,
        p: 0,
        maxWidth: '100%',
        '& > li': { maxWidth: '100%' },
      }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Tag label={tag} size={size} />
        </li>
      ))}
    </Stack>
  );
}
