import type { SiteProps } from '@schoolpage/content-contract';

export default function Site({ content }: SiteProps) {
  return (
    <main>
      <h1>{content.organizationName}</h1>
      <p data-template="run">run template: {content.facultyMember.length} faculty</p>
    </main>
  );
}
