/**
 * Public suffixes of more than one label that schools here meet (from the Public Suffix List): under them anyone may
 * register a name, so `edu.in` is no school's and `sunriseschool.edu.in` is. A single last label (`com`, `in`, `test`)
 * is always a public suffix.
 */
const MULTI_LABEL_SUFFIXES = new Set([
  'edu.in', 'ac.in', 'co.in', 'org.in', 'gov.in', 'net.in', 'res.in', 'firm.in', 'gen.in', 'ind.in', 'mil.in', 'nic.in',
  'co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'sch.uk', 'me.uk', 'ltd.uk', 'plc.uk', 'net.uk',
  'com.au', 'net.au', 'org.au', 'edu.au', 'gov.au',
  'co.nz', 'org.nz', 'school.nz', 'ac.nz',
  'com.sg', 'edu.sg', 'org.sg', 'com.my', 'edu.my', 'org.my',
  'com.np', 'edu.np', 'org.np', 'com.bd', 'edu.bd', 'org.bd', 'ac.bd',
  'com.pk', 'edu.pk', 'org.pk', 'ac.lk', 'edu.lk', 'org.lk',
  'co.za', 'ac.za', 'org.za', 'co.ke', 'ac.ke', 'or.ke', 'com.ng', 'edu.ng', 'org.ng',
  'ac.ae', 'co.ae', 'com.sa', 'edu.sa', 'com.qa', 'edu.qa', 'com.om', 'edu.om',
  'com.br', 'edu.br', 'com.mx', 'edu.mx', 'co.jp', 'ac.jp', 'co.kr', 'ac.kr', 'com.cn', 'edu.cn',
  'github.io', 'netlify.app', 'vercel.app', 'pages.dev', 'herokuapp.com', 'blogspot.com', 'wixsite.com',
]);

/** The public suffix `hostname` sits under: the longest known one, or else its last label. */
export function publicSuffixOf(hostname: string): string {
  const labels = hostname.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    if (MULTI_LABEL_SUFFIXES.has(candidate)) return candidate;
  }
  return labels[labels.length - 1] ?? '';
}

/** The name a school registers that `hostname` is (or is under): one label before its public suffix; undefined for a public suffix itself. */
export function registrableDomainOf(hostname: string): string | undefined {
  const suffix = publicSuffixOf(hostname);
  if (hostname === suffix) return undefined;
  const rest = hostname.slice(0, -(suffix.length + 1)).split('.');
  return `${rest[rest.length - 1]}.${suffix}`;
}
