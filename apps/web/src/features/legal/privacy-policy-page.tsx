import { PRIVACY_POLICY_LABEL } from '@ma/domain';
import '../../components/system-font.css';
import './privacy-policy-page.css';
import { dataSections } from './policy-data-sections.tsx';
import { rightsSections } from './policy-rights-sections.tsx';

/** When the text last changed; a change to data handling changes the text and this date. */
export const PRIVACY_POLICY_UPDATED = '24 de novembro de 2026';

const sections = [...dataSections, ...rightsSections];

/**
 * The privacy policy under the LGPD, in plain pt-BR, for creators and for the networks' app
 * reviews. Plain HTML and plain CSS, no UI library: the server renders it as a document of its
 * own (public-pages, readable without JavaScript), and the app's route shows the same component.
 */
export function PrivacyPolicyPage() {
  return (
    <div className="privacy-policy-page">
      <main className="privacy-policy">
        <a className="privacy-policy__back" href="/">
          ← Voltar
        </a>
        <h1 className="privacy-policy__title">{PRIVACY_POLICY_LABEL}</h1>
        <p className="privacy-policy__updated">Última atualização: {PRIVACY_POLICY_UPDATED}</p>
        <p className="privacy-policy__lead">
          A Mais Alcance ajuda criadores de conteúdo a montar seu mídia kit, conectar Instagram e TikTok e se candidatar a publis pagas de marcas.
          Esta política explica, sem juridiquês, quais dados pessoais tratamos, para quê, com quem compartilhamos, por quanto tempo guardamos e como
          você exerce seus direitos pela Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).
        </p>
        <nav className="privacy-policy__toc" aria-labelledby="nesta-pagina">
          <h2 id="nesta-pagina">Nesta página</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.id} id={section.id} className="privacy-policy__section">
            <h2>{section.title}</h2>
            {section.body}
          </section>
        ))}
        <p className="privacy-policy__top">
          <a href="#nesta-pagina">↑ Voltar ao índice</a>
        </p>
      </main>
    </div>
  );
}
