import Typography from '@mui/material/Typography';

/** A heading inside a section (level 3), e.g. "Core skills" or "Selected works". */
export function SubsectionHeading({
  children,
}: {
  /** The heading's text, a few words. */
  children: string;
}) {
  return (
    // A word longer than the line (a German compound on a phone) breaks rather than overflowing,
    // also where the heading is only as wide as its text (in a grid cell, beside another).
    <Typography variant="h3" sx={{ mb: { xs: 3, md: 4 }, overflowWrap: 'anywhere', hyphens: 'auto' }}>
      {children}
    </Typography>
  );
}
