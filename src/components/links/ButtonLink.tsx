import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { linkTarget } from './linkTarget';

export type ButtonLinkProps = Omit<ButtonProps<'a'>, 'href'> & { href: string; external?: boolean };

/** A button that navigates: same routing rules as AppLink. */
export function ButtonLink({ href, external, ...props }: ButtonLinkProps) {
  const target = linkTarget(href, external);
  if (target.kind === 'internal') {
    return <Button component={RouterLink} to={href} {...props} />;
  }
  return <Button component="a" href={href} {...target.anchorProps} {...props} />;
}
