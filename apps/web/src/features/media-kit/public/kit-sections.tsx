import type { KitAudience, PublicMediaKit } from '@ma/api-client/schemas';
import {
  AUDIENCE_UNAVAILABLE_MESSAGE,
  formatDate,
  formatEngagement,
  formatFollowers,
  formatShare,
  formatWhatsapp,
  kitSectionLabels,
  rateLabel,
  ratePriceText,
  whatsappLink,
  type KitSection,
} from '@ma/domain';
import { IconBrandInstagram, IconBrandTiktok, IconBrandWhatsapp, IconExternalLink, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './kit-page.module.css';

const networkMeta = {
  instagram: { label: 'Instagram', Icon: IconBrandInstagram, profile: (username: string) => `https://www.instagram.com/${username}/` },
  tiktok: { label: 'TikTok', Icon: IconBrandTiktok, profile: (username: string) => `https://www.tiktok.com/@${username}` },
} as const;

/** The first message a brand sends from the WhatsApp button. */
const whatsappGreeting = (name: string) => `Olá, ${name}! Vi seu mídia kit na Mais Alcance e gostaria de falar sobre uma parceria.`;

/** An e-mail address that a narrow button breaks after its '@', not inside a word. */
const breakableEmail = (email: string): ReactNode => {
  const at = email.lastIndexOf('@') + 1;
  return at === 0 ? (
    email
  ) : (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
};

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** The id of a section's heading: what the section is labelled by, and where a link to it lands. */
export const kitSectionId = (id: KitSection) => `kit-${id}`;

function Section({ id, level, children }: { id: KitSection; level: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={classes.section} aria-labelledby={kitSectionId(id)}>
      <Heading id={kitSectionId(id)} className={classes.sectionTitle}>
        {kitSectionLabels[id]}
      </Heading>
      {children}
    </section>
  );
}

const genderLabels = { female: 'mulheres', male: 'homens', unknown: 'não informado' } as const;

/** The latest of the networks' readings, for 'Atualizado em'. */
const latestReading = (kit: PublicMediaKit): string | undefined =>
  kit.networks
    .map((network) => network.statsUpdatedAt)
    .filter((date): date is string => date !== null)
    .sort()
    .at(-1);

/** One line of the audience: its label, and its parts in one line ('BA 60% · SP 20%'). */
function AudienceFact({ label, parts }: { label: string; parts: string[] }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{parts.join(' · ')}</dd>
    </div>
  );
}

/** Instagram's audience: where it lives, its ages and genders; or why there is none. */
function AudienceView({ audience, headingLevel }: { audience: KitAudience; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={classes.audience}>
      <Heading className={classes.audienceTitle}>Público no Instagram</Heading>
      {audience.available ? (
        <dl className={classes.audienceFacts}>
          {audience.topStates.length > 0 && (
            <AudienceFact label="Estados" parts={audience.topStates.map((state) => `${state.value} ${formatShare(state.share)}`)} />
          )}
          {audience.topCities.length > 0 && (
            <AudienceFact label="Cidades" parts={audience.topCities.slice(0, 3).map((city) => `${city.value} ${formatShare(city.share)}`)} />
          )}
          {audience.ages.length > 0 && (
            <AudienceFact label="Idades" parts={audience.ages.slice(0, 3).map((age) => `${age.value} anos ${formatShare(age.share)}`)} />
          )}
          {audience.genders.length > 0 && (
            <AudienceFact
              label="Gênero"
              parts={audience.genders
                .filter((gender) => gender.value !== 'unknown')
                .map((gender) => `${formatShare(gender.share)} ${genderLabels[gender.value]}`)}
            />
          )}
        </dl>
      ) : (
        <p className={classes.audienceNote}>{AUDIENCE_UNAVAILABLE_MESSAGE}</p>
      )}
    </div>
  );
}

/** One section of a kit, or nothing when it has nothing to show; its heading one level below the kit's name. */
export function KitSectionView({ id, kit, headingLevel = 2 }: { id: KitSection; kit: PublicMediaKit; headingLevel?: 2 | 3 }) {
  const content = sectionContent(id, kit, headingLevel);
  if (content === null) return null;
  return (
    <Section id={id} level={headingLevel}>
      {content}
    </Section>
  );
}

/** What a section shows below its heading, or null when the kit has nothing for it. */
function sectionContent(id: KitSection, kit: PublicMediaKit, headingLevel: 2 | 3): ReactNode {
  switch (id) {
    case 'stats': {
      if (kit.networks.length === 0) return null;
      const total = kit.networks.reduce((sum, network) => sum + network.followers, 0);
      const updatedAt = latestReading(kit);
      return (
        <>
          <ul className={classes.stats}>
            {kit.networks.map((network) => {
              const { label, Icon, profile } = networkMeta[network.network];
              const details = [
                network.posts === null ? null : `${formatFollowers(network.posts)} ${network.network === 'tiktok' ? 'vídeos' : 'posts'}`,
                network.engagementRate === null ? null : `${formatEngagement(network.engagementRate)} de engajamento`,
              ].filter(Boolean);
              return (
                <li key={network.network}>
                  <a href={profile(network.username)} target="_blank" rel="noopener noreferrer">
                    <Icon size={22} aria-hidden />
                    <strong>{formatFollowers(network.followers)}</strong>
                    <span>seguidores no {label}</span>
                    {details.length > 0 && <small className={classes.statDetail}>{details.join(' · ')}</small>}
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
          {kit.audience && <AudienceView audience={kit.audience} headingLevel={headingLevel === 2 ? 3 : 4} />}
          {updatedAt && <p className={classes.updatedAt}>{`Atualizado em ${formatDate(updatedAt)}`}</p>}
        </>
      );
    }
    case 'rates':
      if (kit.rates.length === 0) return null;
      return (
        <dl className={classes.rates}>
          {kit.rates.map((rate, index) => (
            <div key={`${rate.kind}-${index}`}>
              <dt>{rateLabel(rate)}</dt>
              <dd>{ratePriceText(rate.priceCents)}</dd>
            </div>
          ))}
        </dl>
      );
    case 'brands':
      if (kit.brands.length === 0) return null;
      return (
        <ul className={classes.brands}>
          {kit.brands.map((brand) => (
            <li key={brand}>{brand}</li>
          ))}
        </ul>
      );
    case 'highlights':
      if (kit.highlights.length === 0) return null;
      return (
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
      );
    case 'contact':
      if (!kit.whatsapp && !kit.contactEmail) return null;
      return (
        <div className={classes.contact}>
          {kit.whatsapp && (
            <a
              className={classes.primaryButton}
              href={whatsappLink(kit.whatsapp, whatsappGreeting(kit.name))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <IconBrandWhatsapp size={20} aria-hidden /> <span className={classes.nowrap}>WhatsApp</span>{' '}
              <span className={classes.nowrap}>{formatWhatsapp(kit.whatsapp)}</span>
            </a>
          )}
          {kit.contactEmail && (
            <a className={classes.secondaryButton} href={`mailto:${kit.contactEmail}?subject=${encodeURIComponent('Parceria via mídia kit')}`}>
              <IconMail size={20} aria-hidden /> <span className={classes.address}>{breakableEmail(kit.contactEmail)}</span>
            </a>
          )}
        </div>
      );
  }
}
