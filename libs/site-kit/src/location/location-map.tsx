import { NewTabNote } from '../a11y/new-tab-note';
import { useEffect, useRef, useState } from 'react';
import { mapLinks } from '@schoolpage/content-contract';
import styles from './location-map.module.css';
import { useSiteWords } from '../words/site-words';

interface LocationMapProps {
  latitude: string;
  longitude: string;
  organizationName: string;
}

/**
 * Where the school is: links that open its spot in OpenStreetMap and Google Maps, and a map that loads
 * from OpenStreetMap only when the visitor asks for it (nothing from another site before that). Nothing
 * at all when the school gave no usable latitude and longitude.
 */
export function LocationMap({ latitude, longitude, organizationName }: LocationMapProps) {
  const { t } = useSiteWords();
  const links = mapLinks(latitude, longitude);
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  if (!links) return null;
  return (
    <div className={styles.map}>
      {shown ? (
        <iframe ref={frame} className={styles.frame} src={links.embed} title={t('mapOf', { school: organizationName })} loading="lazy" />
      ) : (
        <div className={styles.placeholder}>
          <p className={styles.note}>
            {t('mapNote')}
          </p>
          {/* Without JavaScript the button cannot load the map; the links below still open it. */}
          <noscript>
            <style>{`.${styles.show}{display:none}`}</style>
          </noscript>
          <button type="button" className={styles.show} onClick={() => setShown(true)}>
            {t('showMap')}
          </button>
        </div>
      )}
      <ul className={styles.links}>
        <li>
          <a href={links.openStreetMap} target="_blank" rel="noopener noreferrer">
            {t('openInOpenStreetMap')}
            <NewTabNote />
          </a>
        </li>
        <li>
          <a href={links.googleMaps} target="_blank" rel="noopener noreferrer">
            {t('openInGoogleMaps')}
            <NewTabNote />
          </a>
        </li>
      </ul>
    </div>
  );
}
