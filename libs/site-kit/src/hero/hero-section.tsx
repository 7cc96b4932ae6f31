import type { WelcomeMessage } from '@schoolpage/content-contract';
import { PictureFigure } from '../media/picture-figure';
import { SiteImage } from '../media/site-image';
import { SiteLink } from '../routing/site-link';
import defaultHeroImage from './images/default-hero.webp';
import styles from './hero-section.module.css';
import { useSiteWords } from '../words/site-words';

interface HeroSectionProps {
  organizationName: string;
  welcomeMessage?: WelcomeMessage;
  /** Where "Explore More" leads: the site's about page. */
  aboutHref: string;
  /** Where "Enquire" leads (the enquiry page), while the site takes enquiries (nothing, or false, otherwise). */
  enquireHref?: string | false;
  /** `split`: text beside the picture; `overlay`: text over the picture. */
  variant: 'split' | 'overlay';
}

/** The first thing a visitor sees: the school's name, its welcome (or a quote) and a picture, described by its alt text (else the name) and captioned when it has one. */
export function HeroSection({ organizationName, welcomeMessage, aboutHref, enquireHref, variant }: HeroSectionProps) {
  const { t, fieldLanguage } = useSiteWords();
  const welcome = welcomeMessage?.welcomeMsg?.trim();
  const stored = welcomeMessage?.imageUrl?.url ? welcomeMessage.imageUrl : undefined;
  const picture = stored?.url ?? defaultHeroImage;
  return (
    <section className={`${styles.hero} ${styles[variant]}`} aria-labelledby="site-hero-title">
      <div className={styles.inner}>
        <div className={enquireHref ? `${styles.text} ${styles.withEnquire}` : styles.text}>
          <h1 id="site-hero-title" className={styles.name} {...fieldLanguage('organizationName')}>
            {organizationName}
          </h1>
          {welcome ? (
            <p className={styles.welcome} {...fieldLanguage('welcomeMessage/welcomeMsg')}>
              {welcome}
            </p>
          ) : (
            <blockquote className={styles.quote}>
              <p>“{t('quoteText')}”</p>
              <footer>— {t('quoteAuthor')}</footer>
            </blockquote>
          )}
          <SiteLink className={styles.explore} to={aboutHref}>
            {t('exploreMore')}
          </SiteLink>
          {enquireHref ? (
            <SiteLink className={styles.enquire} to={enquireHref}>
              {t('menuEnquire')}
            </SiteLink>
          ) : null}
        </div>
        <PictureFigure caption={stored?.caption} className={styles.figure}>
          <SiteImage
            className={styles.picture}
            src={picture}
            alt={stored?.altText?.trim() || organizationName}
            width={960}
            height={600}
            sizes={variant === 'split' ? '(min-width: 900px) 50vw, 100vw' : '100vw'}
            priority
            focalPoint={stored ? welcomeMessage?.focalPoint : undefined}
          />
        </PictureFigure>
      </div>
    </section>
  );
}
