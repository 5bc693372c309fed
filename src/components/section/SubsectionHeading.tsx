import Typography from '@mui/material/Typography';

/** A heading inside a section (level 3), e.g. "Core skills" or "Selected works". */
export function SubsectionHeading({
  children,
}: {
  /** The heading's text, a few words. */
  children: string;
}) {
  return (
    <Typography variant="h3" sx={{ mb: { xs: 3, md: 4 } }}>
      {children}
    </Typography>
  );
}
