import { PrivacyEmail, Purpose, type PolicySection } from './policy-parts.tsx';

// What the product stores and why, as docs/product/*.md describe it. When data handling changes,
// this text changes with it (docs/product/privacy.md).
export const dataSections: PolicySection[] = [
  {
    id: 'controlador',
    title: 'Quem cuida dos seus dados',
    body: (
      <>
        <p>
          A controladora dos dados pessoais tratados na plataforma é a <strong>Mais Alcance</strong> (“nós”): é quem decide como e por que eles são
          usados.
        </p>
        <p>
          Nosso encarregado pelo tratamento de dados pessoais (DPO) atende pelo e-mail <PrivacyEmail />. É o canal para você, titular dos dados, e
          para a Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </>
    ),
  },
  {
    id: 'dados',
    title: 'Quais dados tratamos',
    body: (
      <>
        <h3>Conta</h3>
        <p>
          Nome, e-mail e senha. A senha nunca fica guardada como você digitou: guardamos só um hash (argon2), do qual não dá para recuperá-la. Se você
          entra com o Google, recebemos do Google seu nome, e-mail e foto. Se cria a conta pelo Instagram, usamos o nome, o @ e a foto do perfil
          escolhido.
        </p>
        <h3>Mídia kit</h3>
        <p>
          Foto, nome, endereço do kit, bio, cidade e estado, nichos, e-mail e WhatsApp de contato, tabela de preços, marcas com que você já trabalhou
          e links de destaque. Da foto, apagamos todos os metadados, inclusive a localização (GPS).
        </p>
        <p>
          O mídia kit é público: qualquer pessoa com o endereço dele vê o que você publicou ali, e ele pode aparecer em buscadores. Contamos as
          visitas ao kit (uma por visitante por dia) sem guardar o endereço IP de quem visita: o visitante vira um código cifrado com uma chave nossa,
          que muda todo dia.
        </p>
        <h3>Redes conectadas (Instagram e TikTok)</h3>
        <p>
          Só quando você conecta uma rede, e com a sua autorização, recebemos da Meta ou do TikTok: o identificador, o @, o nome e a foto do perfil;
          seus números (seguidores, posts ou vídeos, curtidas, média de curtidas e comentários dos posts recentes), com uma leitura por dia; e, no
          Instagram, o público dos seus seguidores em números agregados (estados, cidades, faixas de idade e gênero), nunca quem são eles. As redes
          nos dão tokens de acesso: guardamos esses tokens cifrados e eles nunca chegam ao seu navegador.
        </p>
        <h3>Candidaturas a publis</h3>
        <p>As entregas que você oferece (posts, stories, reels, vídeos), o valor, se aceita negociar, suas observações e a resposta da marca.</p>
        <h3>Créditos e cupons</h3>
        <p>Seu saldo e cada movimento: cupons resgatados, créditos gastos na Aira e devoluções, com a data.</p>
        <h3>Programa de afiliados</h3>
        <p>
          Se você se cadastra no programa: nome completo, CPF ou CNPJ, telefone ou WhatsApp, tipo e chave PIX e o aceite dos termos; seus links, os
          cliques que eles recebem, as comissões e os pagamentos. Os cliques são contados por visitante e por dia sem guardar o endereço IP de quem
          clica: o visitante vira um código cifrado com uma chave nossa.
        </p>
        <h3>Sua voz (Aira)</h3>
        <p>
          Só com o seu consentimento: as amostras de áudio que você envia, o perfil de voz feito com elas, o registro do consentimento (a frase
          “Confirmo que esta voz é minha” e a hora) e as narrações que você gerar, com os textos delas.
        </p>
        <h3>Ideias e roteiros da Aira</h3>
        <p>O que você pede (o tema ou a publi escolhida, o produto, o público, o tom) e as ideias e roteiros gerados.</p>
        <h3>Pesquisa de satisfação</h3>
        <p>A nota de 1 a 5 e o comentário, se você responder.</p>
        <h3>Endereço IP</h3>
        <p>
          Usamos o endereço IP só no momento do acesso: para limitar tentativas de login e de recuperação de senha (contadores que se apagam em até 1
          hora) e para contar visitas e cliques como descrito acima. Não o guardamos no banco de dados.
        </p>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para que usamos e com qual base legal',
    body: (
      <>
        <dl className="privacy-policy__purposes">
          <Purpose title="Conta e acesso" basis="execução de contrato (art. 7º, V, da LGPD)">
            Criar e manter sua conta, deixar você entrar e enviar os e-mails de recuperação de senha e de confirmação de e-mail.
          </Purpose>
          <Purpose title="Mídia kit, nível e candidaturas" basis="execução de contrato (art. 7º, V)">
            Publicar seu kit, calcular seu nível, mostrar as publis que combinam com você e levar suas candidaturas às marcas.
          </Purpose>
          <Purpose title="Redes conectadas" basis="consentimento (art. 7º, I), que você dá ao conectar e retira ao desconectar">
            Mostrar seus números e seu público no kit, calcular engajamento e nível e conferir os critérios de cada publi.
          </Purpose>
          <Purpose title="Voz" basis="consentimento específico e destacado (art. 7º, I, e art. 11, I, pois a voz pode ser um dado biométrico)">
            Criar o seu perfil de voz e gerar as narrações que você pedir.
          </Purpose>
          <Purpose title="Aira, créditos e cupons" basis="execução de contrato (art. 7º, V)">
            Gerar ideias, roteiros e narrações, debitar e devolver créditos e aplicar cupons.
          </Purpose>
          <Purpose title="Programa de afiliados" basis="execução de contrato (art. 7º, V)">
            Contar cliques e pedidos, calcular suas comissões e pagá-las por PIX.
          </Purpose>
          <Purpose title="Registros contábeis e fiscais" basis="cumprimento de obrigação legal (art. 7º, II)">
            Guardar os movimentos de créditos e as comissões pagas pelo prazo que a lei exige.
          </Purpose>
          <Purpose title="Segurança e prevenção a fraudes" basis="legítimo interesse (art. 7º, IX)">
            Limitar tentativas de login, pedir sua senha para trocar a chave PIX, encerrar sessões antigas e deixar robôs fora das contagens.
          </Purpose>
          <Purpose title="Pesquisa de satisfação" basis="legítimo interesse (art. 7º, IX); responder é opcional">
            Entender o que melhorar no produto.
          </Purpose>
        </dl>
        <p>
          Seu nível (Bronze, Prata, Ouro) e a compatibilidade com cada publi são calculados automaticamente, por regras fixas, a partir do seu kit e
          das suas redes. Aceitar ou recusar uma candidatura é sempre decisão da marca. Se discordar de um resultado automático, você pode pedir que
          uma pessoa o revise (art. 20 da LGPD) pelo e-mail <PrivacyEmail />.
        </p>
        <p>Não vendemos seus dados e não os usamos para publicidade.</p>
      </>
    ),
  },
  {
    id: 'compartilhamento',
    title: 'Com quem compartilhamos',
    body: (
      <ul>
        <li>
          <strong>Marcas.</strong> Quando você se candidata a uma publi, a marca vê o que você enviou: o resumo do seu kit (foto, nome, nível, nichos,
          cidade e estado, seguidores e engajamento de cada rede), sua oferta e observações e a compatibilidade com a publi. Na lista de candidatos
          ela não vê seu e-mail, telefone nem WhatsApp. Como qualquer pessoa, ela pode abrir seu mídia kit público, com os contatos que você decidiu
          mostrar nele.
        </li>
        <li>
          <strong>Meta (Instagram) e TikTok.</strong> Ao conectar uma rede, usamos as APIs delas para pedir sua autorização e ler seus dados. Ao
          desconectar, pedimos que revoguem a autorização.
        </li>
        <li>
          <strong>Google.</strong> Só se você usar “Entrar com Google”: o botão é do próprio Google.
        </li>
        <li>
          <strong>Provedor de inteligência artificial.</strong> Quando está configurado, recebe o pedido que você faz à Aira (o tema ou a publi, o
          produto, o público, o tom) para escrever ideias e roteiros, sem seu nome, e-mail ou dados das suas redes.
        </li>
        <li>
          <strong>Provedor de voz.</strong> Quando está configurado, recebe suas amostras de voz para criar a sua voz e os textos que você pede para
          narrar. Ao excluir o perfil de voz, pedimos que ele apague a voz.
        </li>
        <li>
          <strong>Envio de e-mails.</strong> Um serviço de e-mail recebe seu endereço e a mensagem para entregar os e-mails de recuperação de senha e
          de confirmação.
        </li>
        <li>
          <strong>Pagamentos.</strong> Para pagar suas comissões, sua chave PIX vai ao banco que faz a transferência.
        </li>
        <li>
          <strong>Hospedagem.</strong> Os servidores e bancos de dados onde a plataforma roda, que tratam os dados só sob nossas instruções.
        </li>
        <li>
          <strong>Autoridades.</strong> Quando a lei ou uma ordem judicial exigir.
        </li>
      </ul>
    ),
  },
  {
    id: 'transferencia-internacional',
    title: 'Transferência internacional',
    body: (
      <p>
        Alguns desses provedores ficam fora do Brasil, como Meta, TikTok e Google e os provedores de inteligência artificial e de voz, com servidores
        nos Estados Unidos e na Europa, por exemplo. Quando seus dados vão para eles, a transferência segue o art. 33 da LGPD: é necessária para
        prestar o serviço que você pediu, é feita com o seu consentimento (ao conectar uma rede ou criar o perfil de voz) ou é protegida por cláusulas
        contratuais de proteção de dados.
      </p>
    ),
  },
];
