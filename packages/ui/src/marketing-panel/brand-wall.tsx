import classes from './brand-wall.module.css';

type Glyph = 'circle' | 'diamond' | 'triangle' | undefined;

// Invented brands: the panel shows the kind of partner, never a real trademark.
const brands: ReadonlyArray<{ name: string; style: keyof typeof classes; glyph?: Glyph }> = [
  { name: 'Solaré', style: 'serifItalic', glyph: 'circle' },
  { name: 'Vértice', style: 'wide' },
  { name: 'nuvora', style: 'rounded', glyph: 'circle' },
  { name: 'KAJU', style: 'heavy', glyph: 'triangle' },
  { name: 'Ipê Studio', style: 'serif' },
  { name: 'MODALLO', style: 'condensed', glyph: 'diamond' },
  { name: 'brisa.mar', style: 'mono' },
  { name: 'Tropicá', style: 'script' },
];

/** The "brand-logos image" of the sign-in panel: a wall of partner-style wordmarks. */
export function BrandWall() {
  return (
    <div className={classes.wall} role="img" aria-label="Logotipos de marcas parceiras">
      {brands.map(({ name, style, glyph }) => (
        <div key={name} className={classes.tile}>
          {glyph && <span className={`${classes.glyph} ${classes[glyph]}`} />}
          <span className={classes[style]}>{name}</span>
        </div>
      ))}
    </div>
  );
}
