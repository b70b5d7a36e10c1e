import type { PublicMediaKit } from '@ma/api-client/schemas';
import { isKitReachable, PRIVACY_POLICY_LABEL, type KitTheme } from '@ma/domain';
import '../../../components/system-font.css';
import { KitActions } from './kit-actions.tsx';
import { KitHeader } from './kit-header.tsx';
import classes from './kit-page.module.css';
import { kitSectionId, KitSectionView } from './kit-sections.tsx';
import { kitThemeStyle } from './kit-theme.ts';

export interface KitPageProps {
  kit: PublicMediaKit;
  /** The kit's public address, absolute: what the share buttons carry. */
  url: string;
  /** A theme to preview instead of the kit's own (`?theme=`, the customizer). */
  theme?: KitTheme;
  /** Without the share and PDF buttons and the footer: the customizer's live preview. */
  preview?: boolean;
}

/**
 * A creator's public media kit (/{username}). Plain HTML and one CSS module, no UI library:
 * the server renders it into the page, so it paints before any script, and the browser
 * hydrates the same tree.
 */
export function KitPage({ kit, url, theme, preview = false }: KitPageProps) {
  // Inside the customizer the preview is a part of the app's page, not a page of its own.
  const Root = preview ? 'article' : 'main';
  return (
    <div
      className={classes.page}
      style={kitThemeStyle(kit.appearance, theme)}
      data-theme={theme ?? kit.appearance.theme}
      data-preview={preview || undefined}
    >
      <Root className={classes.card} aria-label={preview ? 'Prévia do mídia kit' : undefined}>
        <KitHeader {...kit} headingLevel={preview ? 2 : 1} />
        {!preview && (
          <KitActions
            url={url}
            name={kit.name}
            contactId={isKitReachable({ ...kit, sections: kit.appearance.sections }) ? kitSectionId('contact') : undefined}
          />
        )}
        {kit.appearance.sections.map((section) => (
          <KitSectionView key={section} id={section} kit={kit} headingLevel={preview ? 3 : 2} />
        ))}
      </Root>
      {!preview && (
        <footer className={classes.footer}>
          <span>Mídia kit feito na Mais Alcance.</span> <a href="/register">Crie o seu grátis</a>
          <a className={classes.footerLegal} href="/privacy-policy">
            {PRIVACY_POLICY_LABEL}
          </a>
        </footer>
      )}
    </div>
  );
}
