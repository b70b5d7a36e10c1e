// The product's own texts of the Instagram screens (docs/product/errors-and-messages.md). A file of
// their own, not ../ui-messages.ts, which every page loads (the login form's texts are there): only
// the connect screens and the picker's schema show these (docs/decisions/008-first-load.md).

export const MISSING_INSTAGRAM_PROFILE_HINT =
  'Não foi possível acessar seu perfil de Instagram. Você precisa vincular uma página do Facebook ao seu Instagram.';
export const INSTAGRAM_CONNECT_SUCCESS = 'Sucesso! Você já está conectado(a) com seu Instagram.';
export const SELECT_PROFILE_REQUIRED = 'Selecione um perfil.';
