import { mailtoHref, type PhoneLink } from '@schoolpage/content-contract';
import type { ReactNode } from 'react';
import styles from './contact-links.module.css';

/** An e-mail address the school typed: a `mailto:` link when it can be one, otherwise plain text. */
export function EmailAddress({ address, children }: { address: string; children?: ReactNode }) {
  const href = mailtoHref(address);
  const text = children ?? address;
  return href ? (
    <a className={styles.action} href={href}>
      {text}
    </a>
  ) : (
    <>{text}</>
  );
}

/** A phone number as people read it: a `tel:` link when it can be dialled, otherwise plain text. */
export function PhoneNumber({ phone }: { phone: PhoneLink }) {
  return phone.href ? (
    <a className={styles.action} href={phone.href}>
      {phone.text}
    </a>
  ) : (
    <>{phone.text}</>
  );
}
