import { expect } from 'vitest';

/**
 * Fetches a fake's consent page and checks what every fake's must be: pt-BR, labelled a
 * demonstration that sends nothing to `network`, every scenario's label and 'Cancelar', no script
 * nor inline style (nor a CSP that would allow them), its stylesheet under the fake's `prefix`.
 * Answers the page, its CSP and the stylesheet's path, for the checks of one fake.
 */
export async function expectConsentPage(url: URL, fake: { network: string; prefix: string; labels: readonly string[] }) {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  expect(html).toContain('<html lang="pt-BR">');
  expect(html).toContain(`Demonstração — nenhum dado é enviado ao ${fake.network}`);
  for (const label of [...fake.labels, 'Cancelar']) expect(html).toContain(label);
  expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=|javascript:/i);
  const csp = answer.headers.get('content-security-policy') ?? '';
  expect(csp).not.toContain('unsafe-inline');
  const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(stylesheet).toBe(`${fake.prefix}/static/consent.css`);
  return { html, csp, stylesheet };
}
