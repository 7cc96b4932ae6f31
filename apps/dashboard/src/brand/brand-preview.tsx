import { brandPalette, contrastRatio, rgbOf, siteBrandProps } from '@schoolpage/site-kit';
import styles from './brand-picker.module.css';
import { useWords } from '@schoolpage/words';
import { brandWords } from './brand.words';

/** A contrast ratio as people read it: "7.2:1". */
const ratio = (a: string, b: string) => `${(Math.floor(contrastRatio(rgbOf(a), rgbOf(b)) * 10) / 10).toFixed(1)}:1`;

/**
 * A small piece of a site in the chosen colour and heading typeface, drawn from the same palette the
 * templates get (so what the admin sees is what visitors will see), with the contrast it keeps.
 */
export function BrandPreview({ color, headingFont }: { color: string; headingFont: string }) {
  const palette = brandPalette(color, headingFont);
  const brand = siteBrandProps({ color, headingFont });
  const words = useWords(brandWords);
  return (
    <figure className={styles.previewFigure}>
      <figcaption className={styles.previewCaption}>{words.t('livePreview')}</figcaption>
      <div className={`${styles.preview} ${brand.className}`} style={brand.style} data-testid="brand-preview">
        <div className={styles.previewBand}>
          <p className={styles.previewHeading}>{words.t('sampleHeading')}</p>
          <p className={styles.previewText}>
            {words.t('sampleText')} <span className={styles.previewLink}>{words.t('sampleLink')}</span>
          </p>
          <span className={styles.previewButton}>{words.t('sampleButton')}</span>
        </div>
      </div>
      <ul className={styles.contrast}>
        <li>
          {words.t('textOnColour', { ratio: ratio(palette['--sp-on-brand'], palette['--sp-brand']), shade: palette['--sp-on-brand'] === '#000000' ? 'black' : 'white' })}
        </li>
        <li>{words.t('linksOnWhite', { ratio: ratio(palette['--sp-brand-strong'], '#ffffff') })}</li>
        <li>{words.t('wcag')}</li>
      </ul>
    </figure>
  );
}
