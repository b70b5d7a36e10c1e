/** The demo's brand (README): approved, its owner's e-mail proven, with the demo password. Demo data only. */
export const DEMO_BRAND = { email: 'marca@example.com', company: 'Lumière Cosméticos', cnpj: '11222333000181', owner: 'Beatriz Lima' } as const;
