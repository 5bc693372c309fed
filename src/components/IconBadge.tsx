import Box from '@mui/material/Box';
import type { IconName } from '../content/types';
import { ContentIcon } from './icons';

/** An icon on a soft tinted square, the visual anchor of every card. */
export function IconBadge({ name, tone = 'primary' }: { name: IconName; tone?: 'primary' | 'secondary' }) {
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
        bgcolor: `rgba(${theme.vars.palette[tone].mainChannel} / 0.12)`,
      })}
    >
      <ContentIcon name={name} />
    </Box>
  );
}
