import { PageSection } from '@schoolpage/ui';
import styles from './home.module.css';

const QUESTIONS = [
  {
    question: 'Do I need technical skills to build our website?',
    answer: 'No. You fill in simple forms in your dashboard and SchoolPage builds the site from your content.',
  },
  {
    question: 'How do families find our website?',
    answer: 'They type the name of your institution in the search box on SchoolPage and open your site from the results.',
  },
  {
    question: 'Can we change the template later?',
    answer: 'Yes. Choose another available template from the Templates page of your dashboard; your content stays as it is.',
  },
  {
    question: 'Can we hide our website while we prepare it?',
    answer: 'Yes. Your website is only shown once you publish it, and you can hide it again at any time from your profile.',
  },
  {
    question: 'Does the website work on mobile phones?',
    answer: 'Yes. Every template adapts to phones, tablets and desktops.',
  },
] as const;

/** Spec §2 Landing: frequently asked questions, each one opens and closes with the keyboard. */
export function FaqSection() {
  return (
    <PageSection title="Frequently asked questions">
      <div className={styles.faq}>
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className={styles.question}>
            <summary>{question}</summary>
            <p className={styles.answer}>{answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
