import styles from '../sections/sections.module.css';

/** "Uploading… 45%" with a progress bar, while a file is being sent (nothing otherwise). */
export function UploadProgress({ progress, name }: { progress: number | null; name?: string }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  const label = name ? `Uploading “${name}”` : 'Uploading';
  return (
    <div className={styles.uploadProgress}>
      <progress max={100} value={percent} aria-label={label} />
      <span>
        {percent < 100 ? `${label}… ${percent}%` : `${label}: processing…`}
      </span>
    </div>
  );
}
