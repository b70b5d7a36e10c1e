import './privacy-policy-page.css';

/**
 * The privacy policy, in plain pt-BR, for creators and for Meta's app review. Plain HTML and a
 * CSS module: the server renders it as a document of its own (public-pages), and the app shows
 * the same component.
 */
export function PrivacyPolicyPage() {
  return (
    <main className="privacy-policy">
      <a className="privacy-policy__back" href="/">
        ← Voltar
      </a>
      <h1 className="privacy-policy__title">Política de privacidade</h1>
      <p>
        A Mais Alcance ajuda criadores de conteúdo a montar seu mídia kit e a se candidatar a publis de marcas. Esta política explica quais dados
        usamos e por quê.
      </p>
      <h2>Dados que coletamos</h2>
      <ul>
        <li>Dados de cadastro: nome, e-mail e senha (guardada apenas como hash).</li>
        <li>Dados do mídia kit que você preenche: foto, bio, localização e nichos.</li>
        <li>Dados públicos e métricas das redes que você conectar (Instagram e TikTok), com a sua autorização.</li>
        <li>As propostas que você envia às marcas e os créditos que você usa na Aira.</li>
      </ul>
      <h2>Como usamos</h2>
      <p>Para mostrar seu perfil às marcas, calcular seu nível, indicar publis compatíveis e operar a sua conta. Não vendemos seus dados.</p>
      <h2>Seus direitos (LGPD)</h2>
      <p>
        Você pode pedir acesso, correção ou exclusão dos seus dados e desconectar suas redes a qualquer momento. Escreva para
        privacidade@maisalcance.com.br.
      </p>
    </main>
  );
}
