import { IconAddressBook, IconBriefcase, IconSparkles } from '@tabler/icons-react';
import { guestHref } from './proposal-preview.ts';
import classes from './proposal-page.module.css';

const features = [
  {
    icon: IconBriefcase,
    title: 'Publis de grandes marcas',
    text: 'Propostas pagas filtradas pelo seu nicho, sua cidade e o tamanho do seu público.',
  },
  { icon: IconAddressBook, title: 'Mídia kit profissional', text: 'Um perfil público com seus números para mandar às marcas em um link.' },
  { icon: IconSparkles, title: 'Aira para criadores', text: 'Ideias de roteiro e conteúdo geradas por IA para as suas publis.' },
] as const;

/**
 * 'Conheça o produto': what Mais Alcance offers, with the calls to log in or sign up; under a
 * proposal (`proposalId`) they keep it for after the sign-in.
 */
export function KnowProduct({ isLoggedIn, proposalId }: { isLoggedIn: boolean; proposalId?: string }) {
  return (
    <section id="conheca" className={classes.knowProduct} aria-labelledby="conheca-title">
      <div>
        <h2 id="conheca-title" className={classes.knowTitle}>
          Conheça a Mais Alcance
        </h2>
        <p className={classes.knowLead}>A plataforma que conecta criadores de conteúdo a marcas que pagam pelo seu alcance.</p>
      </div>
      <ul className={classes.features}>
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <span className={classes.featureIcon} aria-hidden>
              <Icon size={22} />
            </span>
            <h3 className={classes.featureTitle}>{title}</h3>
            <p className={classes.featureText}>{text}</p>
          </li>
        ))}
      </ul>
      <div className={classes.buttons}>
        {isLoggedIn ? (
          <a href="/publis" className={`${classes.button} ${classes.white}`}>
            Ver todas as publis
          </a>
        ) : (
          <>
            <a href={proposalId ? guestHref('/register', proposalId) : '/register'} className={`${classes.button} ${classes.white}`}>
              Criar conta grátis
            </a>
            <a href={proposalId ? guestHref('/', proposalId) : '/'} className={`${classes.button} ${classes.outlineWhite}`}>
              Já tenho conta
            </a>
          </>
        )}
      </div>
    </section>
  );
}
