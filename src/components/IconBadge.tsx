import Box from '@mui/material/Box';
import type { IconName } from '../content/types';
import type { Accent } from '../theme/accents';
import { ContentIcon } from './icons';

interface IconBadgeProps {
  /** Which icon, by the name the content uses. */
  name: IconName;
  /** The palette colour of the icon and its tint: primary for work, secondary for art. */
  tone?: Accent;
}

/**
 * An icon on a soft tinted square, the visual anchor of every card. Decorative: the card's heading
 * says what the icon shows, so screen readers skip it.
 */
export function IconBadge({ name, tone = 'primary' }: IconBadgeProps) {
  return (
    <Box
      sx={(theme) => ({
        display: 'inline-grid',
        placeItems: 'center',
        width: 48,
        height: 48,
        flexShrink: 0,
        borderRadius: 1,
        color: theme.vars.palette[tone].main,
        bgcolor: theme.vars.palette.tint[tone],
      })}
    >
      <ContentIcon name={name} />
    </Box>
  );
}
