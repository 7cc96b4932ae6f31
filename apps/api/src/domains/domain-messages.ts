/** What the check says of each problem with a school's records, in plain words (issue #46). */
export const DOMAIN_PROBLEMS = {
  txtMissing: (name: string, token: string) => `There is no TXT record at ${name}. Create one with the value ${token}.`,
  txtOther: (name: string, found: string, token: string) => `The TXT record at ${name} has the value ${found}, not ${token}. Change its value to ${token}.`,
  cnameMissing: (name: string, target: string) => `${name} does not point here yet. Create a CNAME record for ${name} pointing to ${target}.`,
  cnameElsewhere: (name: string, found: string, target: string) => `${name} points to ${found}, not to ${target}. Change its CNAME record to ${target}.`,
  cnameAtBare: (name: string) =>
    `${name} has a CNAME record, which a bare domain cannot have (it breaks e-mail and other records). Delete it and create the A records below instead.`,
  addressesMissing: (name: string, wanted: string) => `${name} does not point here yet. Create an A record for ${name} with the value ${wanted}.`,
  addressesElsewhere: (name: string, found: string, wanted: string) => `${name} points to ${found}, not to ${wanted}. Delete the records to ${found} and keep only ${wanted}.`,
  proxied: (name: string) =>
    `${name} goes through Cloudflare’s proxy, so the certificate cannot be issued. In Cloudflare, set this record to “DNS only”: turn the cloud grey.`,
  caa: (name: string) => `The CAA records of ${name} do not allow Let’s Encrypt. Add a CAA record: 0 issue "letsencrypt.org".`,
  noAnswer: (name: string) => `The DNS servers did not answer for ${name}. Check again in a few minutes.`,
} as const;
