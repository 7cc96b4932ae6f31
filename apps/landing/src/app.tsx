import type { ReactNode } from 'react';

export default function LandingApp({ searchBox }: { searchBox?: ReactNode }) {
  return (
    <section>
      <h1>Bring your school online</h1>
      {searchBox}
    </section>
  );
}
