import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';

/** A button that navigates: a real link (open in a new tab, copy the address) that looks like a button. */
export function LinkButton({ to, ...props }: ButtonProps & { to: string; 'aria-label'?: string }) {
  return <Button component={Link} to={to} {...props} />;
}
