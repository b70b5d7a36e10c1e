import type { PublicProposal } from '@ma/api-client/schemas';
import { partnershipTypeLabels, formatCents, publicProposalDefaults, withPublicProposalDefaults } from '@ma/domain';
import { IconRocket, IconSparkles } from '@tabler/icons-react';
import { proposalFactList } from '../card/proposal-fact-list.tsx';
import { ApplyCall } from './apply-call.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { KnowProduct } from './know-product.tsx';
import classes from './proposal-page.module.css';
import { PublicShell } from './public-shell.tsx';
import { ShareOptions } from './share-options.tsx';
import { shareText } from './share-text.ts';

export interface PublicProposalPageProps {
  proposal: PublicProposal;
  /** The proposal's public address, absolute: what the share buttons carry. */
  url: string;
  isLoggedIn: boolean;
}

/** 'Nova' and 'Envie primeiro!' (docs/product/proposals.md "The card"). */
function Badges({ isNew, totalApplications }: Pick<PublicProposal, 'isNew' | 'totalApplications'>) {
  if (!isNew && totalApplications > 0) return null;
  return (
    <ul className={classes.badges} aria-label="Destaques">
      {isNew && (
        <li className={`${classes.badge} ${classes.badgeNew}`}>
          <IconSparkles size={12} aria-hidden /> Nova
        </li>
      )}
      {totalApplications === 0 && (
        <li className={`${classes.badge} ${classes.badgeFirst}`}>
          <IconRocket size={12} aria-hidden /> Envie primeiro!
        </li>
      )}
    </ul>
  );
}

/**
 * /publi/{id}/public: the whole proposal for anyone with the link, with the public defaults.
 * Plain HTML and one CSS module, no UI library: the server renders it into the page
 * (apps/web/src/public-pages), so it paints before any script, and the browser hydrates the
 * same tree; the app's own route draws it too.
 */
export function PublicProposalPage({ proposal, url, isLoggedIn }: PublicProposalPageProps) {
  const shown = withPublicProposalDefaults(proposal);
  const niches = proposal.categoriesOfInfluencer.length > 0 ? proposal.categoriesOfInfluencer : [publicProposalDefaults.niches];
  return (
    <PublicShell isLoggedIn={isLoggedIn} proposalId={proposal.id}>
      <article className={classes.proposal} aria-labelledby="proposal-title">
        <div className={classes.banner} />
        <div className={classes.body}>
          <div className={classes.top}>
            <span className={classes.logoFrame}>
              <BrandLogo logoUrl={proposal.logoUrl} brandName={proposal.brandName} />
            </span>
            <Badges isNew={proposal.isNew} totalApplications={proposal.totalApplications} />
          </div>
          <div className={classes.heading}>
            <p className={classes.brandName}>{proposal.brandName}</p>
            <h1 id="proposal-title" className={classes.title}>
              {proposal.name}
            </h1>
          </div>
          <p className={classes.value}>
            <span className={classes.valueAmount}>{formatCents(proposal.valueCents)}</span>
            <span className={classes.valueTerms}>
              {`${partnershipTypeLabels[proposal.partnershipType]} · ${proposal.acceptsNegotiations ? 'negociável' : 'valor fechado'}`}
            </span>
          </p>
          <ul className={classes.niches} aria-label="Nichos">
            {niches.map((niche) => (
              <li key={niche}>{niche}</li>
            ))}
          </ul>
          <section className={classes.about} aria-labelledby="about-title">
            <h2 id="about-title" className={classes.sectionTitle}>
              Sobre a publi
            </h2>
            <p className={classes.description}>{shown.description}</p>
          </section>
          <hr className={classes.divider} />
          <ul className={classes.facts} aria-label="Detalhes da publi">
            {proposalFactList(proposal, { publicDefaults: true }).map(({ icon, label, value }) => (
              <li key={label} className={classes.fact}>
                <span className={classes.factIcon} aria-hidden>
                  {icon}
                </span>
                <span className={classes.factText}>
                  <span className={classes.factLabel}>{label}</span>
                  <span className={classes.factValue}>{value}</span>
                </span>
              </li>
            ))}
          </ul>
          <hr className={classes.divider} />
          <ShareOptions url={url} title={proposal.name} text={shareText(proposal)} />
        </div>
      </article>
      <ApplyCall isLoggedIn={isLoggedIn} proposalId={proposal.id} proposalName={proposal.name} />
      <KnowProduct isLoggedIn={isLoggedIn} proposalId={proposal.id} />
    </PublicShell>
  );
}
