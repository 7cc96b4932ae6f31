import { SiteSection } from './site-section';
import styles from './vision-mission-section.module.css';
import { useSiteWords } from '../words/site-words';

interface VisionMissionSectionProps {
  vision: readonly string[];
  mission: readonly string[];
  tinted?: boolean;
}

/** The school's vision and mission side by side; '....' stands in for an empty one. */
export function VisionMissionSection({ vision, mission, tinted }: VisionMissionSectionProps) {
  const { t } = useSiteWords();
  return (
    <SiteSection id="vision-mission" title={t('visionMission')} tinted={tinted}>
      <div className={styles.columns}>
        <Statements id="vision" heading={t('ourVision')} statements={vision} />
        <Statements id="mission" heading={t('ourMission')} statements={mission} />
      </div>
    </SiteSection>
  );
}

function Statements({ id, heading, statements }: { id: 'vision' | 'mission'; heading: string; statements: readonly string[] }) {
  const { t, fieldLanguage } = useSiteWords();
  return (
    <article className={styles.column} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h3>
      {statements.length === 0 ? (
        <p className={styles.empty}>{t('emptyVisionMission')}</p>
      ) : (
        <ul className={styles.list}>
          {statements.map((statement, index) => (
            <li key={index} {...fieldLanguage(`${id}/${index}`)}>
              {statement}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
