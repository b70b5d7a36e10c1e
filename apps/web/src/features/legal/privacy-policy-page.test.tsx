import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';

describe('PrivacyPolicyPage', () => {
  it('lists every section in its table of contents, each link landing on its section', () => {
    const { container } = render(<PrivacyPolicyPage />);
    const toc = screen.getByRole('navigation', { name: 'Nesta página' });
    const links = within(toc).getAllByRole('link');
    const sections = [...container.querySelectorAll('section')];
    expect(links).toHaveLength(sections.length);
    links.forEach((link, index) => {
      const section = sections[index];
      expect(link.getAttribute('href')).toBe(`#${section?.id ?? ''}`);
      expect(section?.querySelector('h2')).toHaveTextContent(link.textContent ?? '');
    });
  });

  it('goes from the title to h2 sections and h3 parts, never skipping a level', () => {
    const { container } = render(<PrivacyPolicyPage />);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
    });
  });

  it('says when it was last updated and whom to write to', () => {
    render(<PrivacyPolicyPage />);
    expect(screen.getByText('Última atualização: 24 de novembro de 2026')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'privacidade@maisalcance.com.br' })) {
      expect(link).toHaveAttribute('href', 'mailto:privacidade@maisalcance.com.br');
    }
  });

  it('points each right the app handles to the page where the creator exercises it', () => {
    render(<PrivacyPolicyPage />);
    const section = screen.getByRole('heading', { level: 2, name: 'Como exercer seus direitos no app' }).closest('section');
    if (!section) throw new Error('no section');
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/account',
      '/media-kit/edit',
      '/media-kit/connect',
      '/aira/clone',
      '/affiliate/edit',
      'mailto:privacidade@maisalcance.com.br',
    ]);
  });
});
