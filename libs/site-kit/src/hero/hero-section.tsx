import type { WelcomeMessage } from '@schoolpage/content-contract';
import { SiteImage } from '../media/site-image';
import { SiteLink } from '../routing/site-link';
import defaultHeroImage from './images/default-hero.webp';
import { INSPIRATIONAL_QUOTE } from './inspirational-quote';
import styles from './hero-section.module.css';

interface HeroSectionProps {
  organizationName: string;
  welcomeMessage?: WelcomeMessage;
  /** Where "Explore More" leads: the site's about page. */
  aboutHref: string;
  /** `split`: text beside the picture; `overlay`: text over the picture. */
  variant: 'split' | 'overlay';
}

/** The first thing a visitor sees: the school's name, its welcome (or a quote) and a picture. */
export function HeroSection({ organizationName, welcomeMessage, aboutHref, variant }: HeroSectionProps) {
  const welcome = welcomeMessage?.welcomeMsg?.trim();
  const picture = welcomeMessage?.imageUrl?.url || defaultHeroImage;
  return (
    <section className={`${styles.hero} ${styles[variant]}`} aria-labelledby="site-hero-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h1 id="site-hero-title" className={styles.name}>
            {organizationName}
          </h1>
          {welcome ? (
            <p className={styles.welcome}>{welcome}</p>
          ) : (
            <blockquote className={styles.quote}>
              <p>“{INSPIRATIONAL_QUOTE.text}”</p>
              <footer>— {INSPIRATIONAL_QUOTE.author}</footer>
            </blockquote>
          )}
          <SiteLink className={styles.explore} to={aboutHref}>
            Explore More
          </SiteLink>
        </div>
        <SiteImage
          className={styles.picture}
          src={picture}
          alt={organizationName}
          width={960}
          height={600}
          sizes={variant === 'split' ? '(min-width: 900px) 50vw, 100vw' : '100vw'}
          priority
          focalPoint={welcomeMessage?.imageUrl?.url ? welcomeMessage.focalPoint : undefined}
        />
      </div>
    </section>
  );
}
