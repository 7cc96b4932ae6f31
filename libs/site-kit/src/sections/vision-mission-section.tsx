import { EMPTY_STATE_TEXTS } from '../empty-state/empty-state-texts';
import { SiteSection } from './site-section';
import styles from './vision-mission-section.module.css';

interface VisionMissionSectionProps {
  vision: readonly string[];
  mission: readonly string[];
  tinted?: boolean;
}

/** The school's vision and mission side by side; '....' stands in for an empty one. */
export function VisionMissionSection({ vision, mission, tinted }: VisionMissionSectionProps) {
  return (
    <SiteSection id="vision-mission" title="Vision & Mission" tinted={tinted}>
      <div className={styles.columns}>
        <Statements id="vision" heading="Our Vision" statements={vision} />
        <Statements id="mission" heading="Our Mission" statements={mission} />
      </div>
    </SiteSection>
  );
}

function Statements({ id, heading, statements }: { id: string; heading: string; statements: readonly string[] }) {
  return (
    <article className={styles.column} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h3>
      {statements.length === 0 ? (
        <p className={styles.empty}>{EMPTY_STATE_TEXTS.visionMission}</p>
      ) : (
        <ul className={styles.list}>
          {statements.map((statement, index) => (
            <li key={index}>{statement}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
