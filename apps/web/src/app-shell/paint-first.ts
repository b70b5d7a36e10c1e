// The script of a page drawn on the server, a guest's or the private layout (docs/decisions/020-paint-before-scripts.md, 041). The server
// moved the app's entry and its route's modules into `<template data-after-first-paint>`, where
// nothing is fetched; once the page has painted, a copy of them is put in the head (inserted so,
// the scripts run), the module preloads first, so that they are fetched together and the app
// starts and hydrates.
import { afterFirstPaint } from '../lib/after-first-paint.ts';

// A form submitted before the app runs is marked, and the app sends it once it can
// (lib/early-input.ts' SUBMITTED_EARLY, written out here so that this file stays a few hundred
// bytes). The form's method is "dialog": the browser itself sends nothing. Every form of the page
// is the app's.
document.addEventListener('submit', (event) => (event.target as Element).setAttribute('data-submitted-early', ''), {
  capture: true,
  once: true,
});

// The first button of the drawn private layout or page pressed before the app runs (the phone's
// 'Abrir menu', a card's 'Ver detalhes', 'Salvar mídia kit' after typing) is marked, and the app
// presses its own again once drawn (lib/early-input.ts' PRESSED_EARLY, carryOverEarlyInput).
// A tap elsewhere (into a field) does not count. Its links need nothing: they are links.
const markPressed = (event: Event) => {
  const button = (event.target as Element).closest('button');
  if (!button) return;
  button.setAttribute('data-pressed-early', '');
  document.removeEventListener('click', markPressed, true);
};
document.addEventListener('click', markPressed, true);

afterFirstPaint(() => {
  const held = document.querySelector<HTMLTemplateElement>('template[data-after-first-paint]');
  if (held) document.head.append(held.content.cloneNode(true));
});
