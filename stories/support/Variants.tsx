import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Variant {
  /** What sets this variant apart, shown above it ("accent: secondary"). */
  label: string;
  node: ReactNode;
}

/** An "All variants" board: every variant side by side, each named, as catalogues show them. */
export function Variants({ variants, minWidth = 200 }: { variants: Variant[]; minWidth?: number }) {
  return (
    // A frame narrower than one column (a phone) gets one column as wide as it is; a sample that
    // still does not fit scrolls sideways inside the frame instead of spilling past it. The room
    // around it, taken back by a margin so that nothing moves, keeps shadows and focus rings whole.
    <Box sx={{ overflowX: 'auto', m: -3, p: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: `repeat(auto-fill, minmax(min(${String(minWidth)}px, 100%), 1fr))`,
          alignItems: 'start',
        }}
      >
        {variants.map(({ label, node }) => (
          // A cell is as wide as its column, never its widest sample's: a sample too wide for the
          // column shows how the component fits into less room, as it would in a narrow card.
          <Box
            key={label}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gap: 1,
              justifyItems: 'start',
              minWidth: 0,
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              {label}
            </Typography>
            {node}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * An "All variants" story: the board of what `variants` lists (from the story's args, where the
 * variants share them), at least `minWidth` pixels a column.
 */
export function allVariants<Args, Context = unknown>(
  minWidth: number,
  variants: (args: Args, context: Context) => Variant[],
) {
  return {
    render: (args: Args, context: Context) => (
      <Variants minWidth={minWidth} variants={variants(args, context)} />
    ),
  };
}

/**
 * For a story whose render draws its own samples and reads no args (an "All variants" board):
 * a control there would change nothing, so the panel shows none.
 */
export const noControls = { controls: { disable: true } };
