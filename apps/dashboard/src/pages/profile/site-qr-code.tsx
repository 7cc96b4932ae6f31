import { useState } from 'react';
import { Button } from '@schoolpage/ui';
import { saveFile } from './save-file';
import styles from './site-address.module.css';
import { qrCodePng, useQrCode } from './use-qr-code';
import { useDashboardMessages } from '../../feedback/use-dashboard-messages';

/** A QR code of the site's address, to print or share, saved as `<slug>-qr.png` or `<slug>-qr.svg`. */
export function SiteQrCode({ url, slug }: { url: string; slug: string }) {
  const qr = useQrCode(url);
  const M = useDashboardMessages();
  const [png, setPng] = useState<'idle' | 'making' | 'failed'>('idle');

  async function downloadPng() {
    setPng('making');
    try {
      saveFile(await qrCodePng(url), `${slug}-qr.png`);
      setPng('idle');
    } catch (error) {
      console.error('The QR code could not be made', error);
      setPng('failed');
    }
  }

  return (
    <figure className={styles.qr}>
      <div className={styles.qrFrame}>
        {qr.status === 'ready' ? (
          <img className={styles.qrImage} src={qr.svg} alt={M.qrCodeAlt} width={160} height={160} />
        ) : (
          <p className={styles.qrNote}>{qr.status === 'failed' ? M.qrCodeFailed : M.qrCodeMaking}</p>
        )}
      </div>
      {qr.status === 'ready' ? (
        <figcaption className={styles.qrDownloads}>
          <Button className={styles.download} onClick={downloadPng} busy={png === 'making'}>
            {M.qrDownloadPng}
          </Button>
          <a className={styles.download} href={qr.svg} download={`${slug}-qr.svg`}>
            {M.qrDownloadSvg}
          </a>
          {png === 'failed' ? <p className={styles.qrNote}>{M.qrCodeFailed}</p> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
