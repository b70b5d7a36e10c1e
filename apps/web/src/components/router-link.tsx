import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';

/** Lets router-agnostic UI components (packages/ui) render router links. */
export function RouterLink({ to, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return <Link to={to} {...props} />;
}
