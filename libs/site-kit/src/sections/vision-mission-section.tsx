import { SiteSection } from './site-section';
import styles from './vision-mission-section.module.css';
import { useSiteWords } from '../words/site-words';
import { useSectionShown } from '../empty-state/hidden-empty-sections';

interface VisionMissionSectionProps {
  vision: readonly string[];
  mission: readonly string[];
  tinted?: boolean;
}

/** The school's vision and mission side by side; '....' stands in for an empty one. */
export function VisionMissionSection({ vision, mission, tinted }: VisionMissionSectionProps) {
  const { t } = useSiteWords();
  // An empty vision or mission the school hides is left out; with both left out, the section is.
  const showVision = useSectionShown('vision', vision.length === 0);
  const showMission = useSectionShown('mission', mission.length === 0);
  if (!showVision && !showMission) return null;
  return (
    <SiteSection id="vision-mission" title={t('visionMission')} tinted={tinted}>
      <div className={styles.columns}>
        {showVision ? <Statements id="vision" heading={t('ourVision')} statements={vision} /> : null}
        {showMission ? <Statements id="mission" heading={t('ourMission')} statements={mission} /> : null}
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
