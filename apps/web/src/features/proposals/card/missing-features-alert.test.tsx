import type { TargetingGap } from '@ma/api-client/schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFakeApi } from '../../../test/app-wrapper.tsx';
import { MissingFeaturesAlert } from './missing-features-alert.tsx';

const noApi = () => Promise.reject(new Error('The alert calls no API.'));
const renderAlert = (details?: TargetingGap[]) =>
  renderWithFakeApi(<MissingFeaturesAlert features={(details ?? []).map((gap) => gap.feature)} details={details} />, noApi);
const lines = () => screen.getAllByRole('listitem').map((item) => item.textContent);
const links = () => screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('MissingFeaturesAlert', () => {
  it('shows nothing when nothing is missing', async () => {
    await renderAlert([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Seu perfil/)).toBeNull();
  });

  it('says what the proposal asks and what her profile has when her data differs, with nothing to fix', async () => {
    await renderAlert([
      { feature: 'influencer_location', asks: 'Salvador, BA', has: 'Campinas, SP' },
      { feature: 'audience_gender', asks: 'público feminino', has: 'público masculino' },
    ]);
    expect(screen.getByText('Seu perfil não é compatível com esta proposta.')).toBeVisible();
    expect(lines()).toEqual(['Pede: Salvador, BA; seu perfil: Campinas, SP', 'Pede: público feminino; seu perfil: público masculino']);
    expect(links()).toEqual([]);
  });

  it.each<[string, TargetingGap[], string[], string[][]]>([
    [
      'followers without a network',
      [{ feature: 'followers', asks: 'a partir de 10k seguidores', has: null }],
      ['Falta: Número de seguidores'],
      [['Conectar redes sociais', '/media-kit/connect']],
    ],
    [
      'a location without one',
      [{ feature: 'influencer_location', asks: 'Salvador, BA', has: null }],
      ['Falta: Localização'],
      [['Adicionar localização', '/media-kit/edit']],
    ],
    [
      'several, each action once',
      [
        { feature: 'followers', asks: 'a partir de 10k seguidores', has: null },
        { feature: 'influencer_location', asks: 'Salvador, BA', has: 'Campinas, SP' },
        { feature: 'audience_age_range', asks: 'público de 25 a 34 anos', has: null },
        { feature: 'audience_gender', asks: 'público feminino', has: null },
      ],
      ['Falta: Número de seguidores', 'Pede: Salvador, BA; seu perfil: Campinas, SP', 'Falta: Faixa etária do público', 'Falta: Gênero do público'],
      [['Conectar redes sociais', '/media-kit/connect']],
    ],
  ])('names what her profile lacks with the link that fixes it: %s', async (_case, details, expectedLines, expectedLinks) => {
    await renderAlert(details);
    expect(lines()).toEqual(expectedLines);
    expect(links()).toEqual(expectedLinks);
  });

  it('falls back to the missing features by name without details', async () => {
    await renderWithFakeApi(<MissingFeaturesAlert features={['followers', 'audience_gender']} />, noApi);
    expect(screen.getByText('Seu perfil não é compatível com esta proposta. Falta: Número de seguidores e Gênero do público.')).toBeVisible();
    expect(links()).toEqual([]);
  });
});
