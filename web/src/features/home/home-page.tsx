import { useEffect } from 'react';
import { Link } from 'react-router';
import { useScreenViewed } from '../analytics/use-screen-viewed.ts';
import { useSession } from '../session/use-session.ts';
import { Card } from '../../ui/card.tsx';
import styles from './home-page.module.css';

const aboutLinks = [
  { to: '/about', label: 'About Tandem' },
  { to: '/manifesto', label: 'Manifesto' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/terms', label: 'Terms' },
] as const;

/** `/home`: where a signed-in user lands. */
export default function HomePage() {
  const { user } = useSession();
  const firstName = user?.name?.trim().split(/\s+/)[0];
  useScreenViewed('Home');

  useEffect(() => {
    document.title = 'Home · Tandem';
  }, []);

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1>{firstName ? `Welcome, ${firstName}` : 'Welcome to Tandem'}</h1>
        <p className={styles.lead}>You're signed in. Here is what comes next.</p>
      </div>
      <Card as="section" aria-labelledby="home-events-title" className={styles.section}>
        <h2 id="home-events-title">Your events</h2>
        <p>
          The events you join or host on Tandem will be listed here, each with the people worth meeting there. Event
          hosting is still being built, so there is nothing to show yet.
        </p>
        <p>When a host sends you a join link, opening it brings you to that event.</p>
      </Card>
      <section aria-labelledby="home-about-title" className={styles.section}>
        <h2 id="home-about-title">Learn more</h2>
        <ul className={styles.links}>
          {aboutLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
