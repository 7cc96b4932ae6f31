import { brandPalette, contrastRatio, rgbOf, siteBrandProps } from '@schoolpage/site-kit';
import styles from './brand-picker.module.css';

/** A contrast ratio as people read it: "7.2:1". */
const ratio = (a: string, b: string) => `${(Math.floor(contrastRatio(rgbOf(a), rgbOf(b)) * 10) / 10).toFixed(1)}:1`;

/**
 * A small piece of a site in the chosen colour and heading typeface, drawn from the same palette the
 * templates get (so what the admin sees is what visitors will see), with the contrast it keeps.
 */
export function BrandPreview({ color, headingFont }: { color: string; headingFont: string }) {
  const palette = brandPalette(color, headingFont);
  const brand = siteBrandProps({ color, headingFont });
  return (
    <figure className={styles.previewFigure}>
      <figcaption className={styles.previewCaption}>Live preview</figcaption>
      <div className={`${styles.preview} ${brand.className}`} style={brand.style} data-testid="brand-preview">
        <div className={styles.previewBand}>
          <p className={styles.previewHeading}>Welcome to our school</p>
          <p className={styles.previewText}>
            Admissions for the new year are open. <span className={styles.previewLink}>Read the notice</span>
          </p>
          <span className={styles.previewButton}>Apply now</span>
        </div>
      </div>
      <ul className={styles.contrast}>
        <li>
          Text on your colour: {ratio(palette['--sp-on-brand'], palette['--sp-brand'])} ({palette['--sp-on-brand'] === '#000000' ? 'black' : 'white'} text,
          chosen for you)
        </li>
        <li>Links and headings on white: {ratio(palette['--sp-brand-strong'], '#ffffff')}</li>
        <li>WCAG AA asks for at least 4.5:1; your site always keeps it.</li>
      </ul>
    </figure>
  );
}
