import type { ComponentPropsWithRef, ReactNode } from 'react';

/**
 * What the sidebar hands to the app's link: the target path in `to`, plus the anchor props it
 * needs for looks and state (`className`, `style`, `children`, `onClick`, `aria-current`,
 * `data-*`). The app maps it onto its router link, e.g. TanStack Router's `<Link to>`.
 */
export interface LinkComponentProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** The in-app path, e.g. '/affiliate/links'. */
  to: string;
}

export type LinkComponent = (props: LinkComponentProps) => ReactNode;

/** A plain `<a href>`: the default, good for Storybook and tests, not for the app. */
export function DefaultLink({ to, ...others }: LinkComponentProps) {
  return <a href={to} {...others} />;
}
