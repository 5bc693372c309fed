import Typography from '@mui/material/Typography';

/** A heading inside a section (level 3), e.g. "Core skills" or "Selected works". */
export function SubsectionHeading({ id, children }: { id?: string; children: string }) {
  return (
    <Typography id={id} variant="h3" sx={{ mb: { xs: 3, md: 4 } }}>
      {children}
    </Typography>
  );
}
