import type { LinkComponentProps } from '../sidebar/link-component.tsx';

/** A router-like link for tests: jsdom cannot navigate, so clicks only run the handler. */
export function TestLink({ to, onClick, ...others }: LinkComponentProps) {
  return (
    <a
      href={to}
      data-router-link=""
      {...others}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
