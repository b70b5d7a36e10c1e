import { PrivacyEmail, type PolicySection } from './policy-parts.tsx';

// Retention, security, cookies and the data subject's rights, with where the app lets the
// creator exercise each one (the account page, the kit editor, the connections).
export const rightsSections: PolicySection[] = [
  {
    id: 'retencao',
    title: 'Por quanto tempo guardamos',
    body: (
      <ul>
        <li>Enquanto sua conta existir, guardamos os dados descritos acima.</li>
        <li>
          O que você apaga sai na hora: uma amostra ou o perfil de voz, um dado do kit. Ao desconectar uma rede, apagamos a conexão, os tokens e o
          público do Instagram.
        </li>
        <li>
          Ao excluir a conta, apagamos seus dados pessoais e arquivos (foto, amostras e narrações de voz), revogamos e apagamos os tokens das redes e
          encerramos todas as sessões. Seu kit público sai do ar e o e-mail fica livre para um novo cadastro.
        </li>
        <li>
          O histórico de movimentos de créditos e as comissões já pagas ficam guardados sem dados que identifiquem você, pelo prazo da legislação
          contábil e fiscal (em geral, 5 anos), e depois são apagados.
        </li>
        <li>Os contadores de tentativas de login se apagam em até 1 hora, e os links de recuperação de senha valem 1 hora.</li>
      </ul>
    ),
  },
  {
    id: 'seguranca',
    title: 'Como protegemos seus dados',
    body: (
      <>
        <ul>
          <li>Senhas guardadas só como hash argon2.</li>
          <li>Tokens das redes cifrados (AES-256-GCM) e nunca escritos em registros do sistema.</li>
          <li>Amostras e narrações de voz em armazenamento privado, que só você acessa.</li>
          <li>Conexão cifrada (HTTPS) e um cookie de sessão que outros sites não conseguem usar.</li>
          <li>Limite de tentativas de login, senha pedida de novo para trocar a chave PIX, e troca de senha que encerra as outras sessões.</li>
        </ul>
        <p>
          Nenhum sistema é totalmente seguro. Se um incidente de segurança puder causar risco ou dano relevante a você, avisaremos você e a ANPD (art.
          48 da LGPD).
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          Usamos um único cookie, <code>ma_access-token</code>, que mantém você conectado. Ele dura 7 dias, não é enviado a partir de outros sites e é
          apagado quando você clica em “Sair”. Sem ele não dá para usar a área logada.
        </p>
        <p>Não usamos cookies de rastreamento, de análise nem de publicidade, nossos ou de terceiros.</p>
        <p>
          No armazenamento do seu navegador ficam só duas preferências: o tema de cores e a página que você tentava abrir antes de entrar. Se você
          usar “Entrar com Google”, o botão vem do Google, que segue a política de privacidade dele. Os links de afiliado levam às lojas das marcas,
          que têm suas próprias políticas.
        </p>
      </>
    ),
  },
  {
    id: 'direitos',
    title: 'Seus direitos',
    body: (
      <>
        <p>Pela LGPD (art. 18), você pode, a qualquer momento:</p>
        <ul>
          <li>confirmar se tratamos seus dados e acessá-los;</li>
          <li>corrigir dados incompletos, errados ou desatualizados;</li>
          <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;</li>
          <li>levar seus dados a outro serviço (portabilidade);</li>
          <li>pedir a eliminação dos dados tratados com o seu consentimento;</li>
          <li>saber com quem compartilhamos seus dados;</li>
          <li>
            saber que pode não dar consentimento e o que acontece nesse caso: sem redes conectadas, seu kit não mostra números e seu nível fica
            limitado; sem consentimento de voz, não há perfil de voz;
          </li>
          <li>retirar o consentimento que deu;</li>
          <li>pedir a revisão, por uma pessoa, de resultados automáticos;</li>
          <li>
            reclamar à Autoridade Nacional de Proteção de Dados (<a href="https://www.gov.br/anpd">ANPD</a>).
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'como-exercer',
    title: 'Como exercer seus direitos no app',
    body: (
      <>
        <p>Quase tudo você faz sozinho, na hora:</p>
        <ul>
          <li>
            <strong>
              <a href="/account">Minha conta</a>
            </strong>{' '}
            (pelo seu avatar no menu lateral ou por “Dados da conta” em “Editar perfil”): troque nome, e-mail (confirmado por um link enviado ao novo
            endereço) e senha; em “Baixar meus dados”, baixe todos os seus dados num arquivo JSON (conta, mídia kit, conexões sem os tokens, números,
            candidaturas, créditos, afiliação, comissões, respostas da pesquisa e histórico da Aira); e, em “Excluir conta”, exclua sua conta (pedimos
            sua senha de novo, se a conta tiver uma, e que você digite EXCLUIR).
          </li>
          <li>
            <strong>
              <a href="/media-kit/edit">Editar perfil</a>
            </strong>
            : corrija ou apague o que aparece no seu mídia kit.
          </li>
          <li>
            <strong>
              <a href="/media-kit/connect">Conectar redes</a>
            </strong>
            : “Desconectar” retira o consentimento de uma rede e apaga os dados dela.
          </li>
          <li>
            <strong>
              <a href="/aira/clone">Sua voz</a>
            </strong>
            : exclua amostras ou o perfil de voz.
          </li>
          <li>
            <strong>
              <a href="/affiliate/edit">Afiliação</a>
            </strong>
            : corrija seus dados de afiliado e a chave PIX.
          </li>
        </ul>
        <p>
          Para qualquer outro pedido, escreva para <PrivacyEmail />. Respondemos em até 15 dias e podemos pedir que você confirme que é o dono da
          conta, por exemplo escrevendo do e-mail dela.
        </p>
      </>
    ),
  },
  {
    id: 'idade',
    title: 'Idade mínima',
    body: (
      <p>
        A Mais Alcance é só para maiores de 18 anos. Não coletamos de propósito dados de crianças e adolescentes. Se souber de uma conta de alguém com
        menos de 18 anos, escreva para <PrivacyEmail /> e nós a excluiremos.
      </p>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Mudanças nesta política',
    body: (
      <p>
        Quando mudarmos a forma de tratar seus dados, atualizamos esta página e a data no topo. Se a mudança for relevante, como um novo uso ou um
        novo compartilhamento, avisaremos por e-mail ou no app antes de ela valer e pediremos seu consentimento de novo quando a lei exigir.
      </p>
    ),
  },
];
