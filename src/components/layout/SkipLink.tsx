import { styled } from '@mui/material/styles';
import { useSiteContent } from '../../i18n/SiteContentProvider';

export const mainContentId = 'main';

const SkipAnchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(2),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1.5, 2.5),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  // On a phone it spans the header, rather than half-covering the language link beside it.
  [theme.breakpoints.down('sm')]: { right: theme.spacing(2), textAlign: 'center' },
  // Off-screen until focused, so keyboard users get it first and mouse users never see it.
  transform: 'translateY(-200%)',
  '&:focus-visible, &:focus': { transform: 'none' },
  // A filled control's hover and pressed colour, as on a contained button.
  '&:hover, &:active': { backgroundColor: theme.vars.palette.primary.dark },
}));

/** The first focusable element on every page: jumps past the header to the main content. */
export function SkipLink() {
  const { chrome } = useSiteContent();
  return <SkipAnchor href={`#${mainContentId}`}>{chrome.skipLinkLabel}</SkipAnchor>;
}
