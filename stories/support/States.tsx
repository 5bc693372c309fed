import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { focusRing } from '@/theme/focusRing';

/** The states a pointer or a keyboard puts a control in, as the boards show them, one row each. */
export const interactionStates = ['rest', 'hover', 'focus-visible', 'active'] as const;
export type InteractionState = (typeof interactionStates)[number];

/** The controls in a row of the board: links and buttons. */
export const controlsIn = (state: InteractionState) => `.state-${state} :is(a, button)`;

/**
 * What a states board's story sets. Its globals have the pseudo-states addon hold the hover and
 * active rows' controls in their state from the first frame (set as a parameter instead, the addon
 * asks for them as globals itself, and they arrive only once the play function is over). The
 * focus-visible row draws the site's focus ring itself (`focusRing`, which the page-wide
 * `:focus-visible` rule draws): the addon's copy of that rule is lost whenever the theme's global
 * styles are inserted again. A board reads no args, so it has no controls.
 */
export const statesStory = {
  globals: { pseudo: { hover: [controlsIn('hover')], active: [controlsIn('active')] } },
  parameters: { controls: { disable: true } },
};

/**
 * A board narrower than its content first narrows its columns to their least width (their labels
 * wrap), and only then scrolls sideways inside its frame (a phone) rather than spilling past the
 * canvas or being cut off. Room above and below, taken back by a margin so that nothing moves, and
 * at the right end keeps the outer cells' focus rings and shadows inside the scrolled area (the
 * left column holds only labels).
 */
export function BoardScroller({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto', my: -3, py: 3 }}>
      <Box sx={{ minWidth: 'min-content', pr: 3 }}>{children}</Box>
    </Box>
  );
}

export interface StateSample {
  /** What sets this sample apart, shown above its column ("contained · primary"). */
  label: string;
  node: ReactNode;
}

/**
 * A board of samples (columns) in each interaction state (rows), each cell named. A control seen
 * only in some states (the skip link, only while focused) lists those `states`.
 */
export function StatesBoard({
  samples,
  minWidth = 160,
  maxWidth,
  states = interactionStates,
}: {
  samples: StateSample[];
  /** The narrowest a column gets before the board scrolls. */
  minWidth?: number;
  /** The widest a column gets where there is room; by default its widest sample's width. */
  maxWidth?: number;
  states?: readonly InteractionState[];
}) {
  const column = `minmax(${String(minWidth)}px, ${maxWidth ? `${String(maxWidth)}px` : 'max-content'})`;
  return (
    <BoardScroller>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `max-content repeat(${String(samples.length)}, ${column})`,
          gap: 3,
          alignItems: 'center',
        }}
      >
        <span />
        {samples.map(({ label }) => (
          <Typography key={label} variant="caption" color="text.secondary" component="p">
            {label}
          </Typography>
        ))}
        {states.map((state) => (
          <Fragment key={state}>
            <Typography variant="caption" color="text.secondary" component="p">
              {state}
            </Typography>
            {samples.map(({ label, node }) => (
              <Box
                key={label}
                className={`state-${state}`}
                sx={
                  // A disabled button cannot take focus, so it gets no ring.
                  state === 'focus-visible'
                    ? (theme) => ({ '& :is(a, button:not(:disabled))': focusRing(theme) })
                    : undefined
                }
              >
                {node}
              </Box>
            ))}
          </Fragment>
        ))}
      </Box>
    </BoardScroller>
  );
}

/** Checks the board holds every sample in every state: `samples` controls in each row. */
export async function expectEveryState(
  canvasElement: HTMLElement,
  samples: number,
  states: readonly InteractionState[] = interactionStates,
) {
  for (const state of states) {
    await expect(canvasElement.querySelectorAll(controlsIn(state))).toHaveLength(samples);
  }
}
