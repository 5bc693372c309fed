import { styled } from '@mui/material/styles';
import type { Accent } from '../theme/accents';
import { radius } from '../theme/themePrimitives';

/** The sizes of a tag (one list, for the prop and its control). */
export const tagSizes = ['small', 'medium'] as const;

/** How a tag in an accent colour is drawn. */
export const tagVariants = ['filled', 'outlined'] as const;

interface TagProps {
  /** A word or two. A label longer than its line wraps: a tag is never cut (German words are long). */
  label: string;
  /** Small inside cards and lists of tags, medium on its own. */
  size?: (typeof tagSizes)[number];
  /**
   * `neutral` describes (a skill, a feature): outlined on the page colour, regular weight. An
   * accent marks (a status, a highlight): in that palette colour, bold.
   */
  tone?: 'neutral' | Accent;
  /** For an accent tone: filled with the colour, or outlined in it. A neutral tag is always outlined. */
  variant?: (typeof tagVariants)[number];
}

interface TagLook {
  tagSize: NonNullable<TagProps['size']>;
  tone: NonNullable<TagProps['tone']>;
  variant: NonNullable<TagProps['variant']>;
}

const lookProps = new Set<PropertyKey>(['tagSize', 'tone', 'variant']);
const shouldForwardProp = (prop: PropertyKey) => !lookProps.has(prop);

/** Border width of an outlined tag. */
const outline = 1;

const TagRoot = styled('span', { shouldForwardProp })<TagLook>(({ theme, tagSize, tone, variant }) => {
  const palette = tone === 'neutral' ? undefined : theme.vars.palette[tone];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    maxWidth: '100%',
    // At least one line's height: a label too long for its line takes two, in a taller pill.
    minHeight: tagSize === 'small' ? 24 : 32,
    boxSizing: 'border-box',
    verticalAlign: 'middle',
    borderRadius: radius.pill,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    fontWeight: palette ? 600 : 500,
    ...(!palette
      ? {
          color: theme.vars.palette.text.primary,
          backgroundColor: theme.vars.palette.background.default,
          border: `${outline}px solid ${theme.vars.palette.divider}`,
        }
      : variant === 'filled'
        ? { color: palette.contrastText, backgroundColor: palette.main }
        : { color: palette.main, border: `${outline}px solid ${palette.main}` }),
  };
});

const TagLabel = styled('span', { shouldForwardProp })<TagLook>(({ tagSize, tone, variant }) => {
  // An accent outline takes its width from the label's inset, so that it is as wide as a filled
  // tag; a neutral tag's border adds to its width.
  const outlinedAccent = tone !== 'neutral' && variant === 'outlined';
  const inset = (tagSize === 'small' ? 8 : 12) - (outlinedAccent ? outline : 0);
  return {
    // A word longer than the line breaks (hyphenated where the browser knows the language).
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    // A line's box is a fraction taller than a small tag's inside: with a pixel less above and
    // below, a one-line label fits the tag's height as before, and a longer one makes it taller.
    marginBlock: -1,
    paddingLeft: inset,
    paddingRight: inset,
  };
});

/**
 * A short label in a pill: a skill, a feature, a status. Tags only describe: they are not buttons
 * and not links; for a choice a visitor makes, use a button or a form field.
 */
export function Tag({ label, size = 'medium', tone = 'neutral', variant = 'filled' }: TagProps) {
  const look = { tagSize: size, tone, variant };
  return (
    <TagRoot {...look}>
      <TagLabel {...look}>{label}</TagLabel>
    </TagRoot>
  );
}
