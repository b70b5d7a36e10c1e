import type { PublicMediaKit } from '@ma/api-client/schemas';
import { formatFollowers, formatWhatsapp, kitSectionLabels, rateLabel, ratePriceText, whatsappLink, type KitSection } from '@ma/domain';
import { IconBrandInstagram, IconBrandTiktok, IconBrandWhatsapp, IconExternalLink, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './kit-page.module.css';

const networkMeta = {
  instagram: { label: 'Instagram', Icon: IconBrandInstagram, profile: (username: string) => `https://www.instagram.com/${username}/` },
  tiktok: { label: 'TikTok', Icon: IconBrandTiktok, profile: (username: string) => `https://www.tiktok.com/@${username}` },
} as const;

/** The first message a brand sends from the WhatsApp button. */
const whatsappGreeting = (name: string) => `Olá, ${name}! Vi seu mídia kit na Mais Alcance e gostaria de falar sobre uma parceria.`;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

function Section({ id, level, children }: { id: KitSection; level: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={classes.section} aria-labelledby={`kit-${id}`}>
      <Heading id={`kit-${id}`} className={classes.sectionTitle}>
        {kitSectionLabels[id]}
      </Heading>
      {children}
    </section>
  );
}

/** One section of a kit, or nothing when it has nothing to show; its heading one level below the kit's name. */
export function KitSectionView({ id, kit, headingLevel = 2 }: { id: KitSection; kit: PublicMediaKit; headingLevel?: 2 | 3 }) {
  switch (id) {
    case 'stats': {
      if (kit.networks.length === 0) return null;
      const total = kit.networks.reduce((sum, network) => sum + network.followers, 0);
      return (
        <Section id={id} level={headingLevel}>
          <ul className={classes.stats}>
            {kit.networks.map((network) => {
              const { label, Icon, profile } = networkMeta[network.network];
              return (
                <li key={network.network}>
                  <a href={profile(network.username)} target="_blank" rel="noopener noreferrer">
                    <Icon size={22} aria-hidden />
                    <strong>{formatFollowers(network.followers)}</strong>
                    <span>seguidores no {label}</span>
                  </a>
                </li>
              );
            })}
            {kit.networks.length > 1 && (
              <li>
                <span className={classes.statTotal}>
                  <strong>{formatFollowers(total)}</strong>
                  <span>seguidores no total</span>
                </span>
              </li>
            )}
          </ul>
        </Section>
      );
    }
    case 'rates':
      if (kit.rates.length === 0) return null;
      return (
        <Section id={id} level={headingLevel}>
          <dl className={classes.rates}>
            {kit.rates.map((rate, index) => (
              <div key={`${rate.kind}-${index}`}>
                <dt>{rateLabel(rate)}</dt>
                <dd>{ratePriceText(rate.price)}</dd>
              </div>
            ))}
          </dl>
        </Section>
      );
    case 'brands':
      if (kit.brands.length === 0) return null;
      return (
        <Section id={id} level={headingLevel}>
          <ul className={classes.brands}>
            {kit.brands.map((brand) => (
              <li key={brand}>{brand}</li>
            ))}
          </ul>
        </Section>
      );
    case 'highlights':
      if (kit.highlights.length === 0) return null;
      return (
        <Section id={id} level={headingLevel}>
          <ul className={classes.highlights}>
            {kit.highlights.map((highlight) => (
              <li key={highlight.url}>
                <a href={highlight.url} target="_blank" rel="noopener noreferrer nofollow ugc">
                  <span>{highlight.title}</span>
                  <small>
                    {hostOf(highlight.url)} <IconExternalLink size={14} aria-hidden />
                  </small>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'contact':
      if (!kit.whatsapp && !kit.contactEmail) return null;
      return (
        <Section id={id} level={headingLevel}>
          <div className={classes.contact}>
            {kit.whatsapp && (
              <a
                className={classes.primaryButton}
                href={whatsappLink(kit.whatsapp, whatsappGreeting(kit.name))}
                target="_blank"
                rel="noopener noreferrer"
              >
                <IconBrandWhatsapp size={20} aria-hidden /> WhatsApp <span className={classes.nowrap}>{formatWhatsapp(kit.whatsapp)}</span>
              </a>
            )}
            {kit.contactEmail && (
              <a className={classes.secondaryButton} href={`mailto:${kit.contactEmail}?subject=${encodeURIComponent('Parceria via mídia kit')}`}>
                <IconMail size={20} aria-hidden /> {kit.contactEmail}
              </a>
            )}
          </div>
        </Section>
      );
  }
}
