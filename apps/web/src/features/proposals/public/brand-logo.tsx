import { initials } from '@ma/domain';
import { useEffect, useRef, useState } from 'react';
import classes from './proposal-page.module.css';

/**
 * The brand's logo on a white square, or its initials while it is missing or failing. A logo
 * that failed before the page was hydrated is caught on mount (its error event is gone by then).
 */
export function BrandLogo({ logoUrl, brandName }: { logoUrl: string | null; brandName: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, [logoUrl]);
  return (
    <span className={classes.logo} role="img" aria-label={`Logo de ${brandName}`}>
      <span aria-hidden>{initials(brandName)}</span>
      {logoUrl && !failed && <img ref={image} src={logoUrl} alt="" width={72} height={72} onError={() => setFailed(true)} />}
    </span>
  );
}
