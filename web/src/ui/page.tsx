import { useEffect, type ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import styles from './page.module.css';
import { TandemLogo } from './logo.tsx';

const footerLinks = [
  { to: '/about', label: 'About' },
  { to: '/manifesto', label: 'Manifesto' },
  { to: '/privacy-policy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
] as const;

/** Sets the tab title while the page is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Tandem`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/**
 * A router link that still works outside a router (e.g. in a root error boundary), where it
 * falls back to a plain link with the app's base path.
 */
function AppLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const inRouter = useInRouterContext();
  if (inRouter) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={`${import.meta.env.BASE_URL.replace(/\/$/, '')}${to}`} className={className}>
      {children}
    </a>
  );
}

export type CenteredPageProps = {
  children: ReactNode;
  /** Tab title; "· Tandem" is appended. */
  documentTitle?: string;
  /** 'narrow' (default) suits forms; 'wide' suits a video or a longer message. */
  width?: 'narrow' | 'wide';
  /** Links to About, Manifesto, Privacy and Terms under the content. */
  showFooterLinks?: boolean;
};

/** A calm centred column under the Tandem wordmark: sign-in, errors, not found. */
export function CenteredPage({ children, documentTitle, width = 'narrow', showFooterLinks = true }: CenteredPageProps) {
  useDocumentTitle(documentTitle);
  return (
    <div className={styles.centered}>
      <header className={styles.centeredHeader}>
        <TandemLogo size="medium" />
      </header>
      <main className={[styles.centeredMain, width === 'wide' ? styles.wide : ''].filter(Boolean).join(' ')}>{children}</main>
      {showFooterLinks && (
        <nav className={styles.footer} aria-label="About Tandem">
          {footerLinks.map((link) => (
            <AppLink key={link.to} to={link.to} className={styles.footerLink}>
              {link.label}
            </AppLink>
          ))}
        </nav>
      )}
    </div>
  );
}

export type ContentPageProps = {
  /** The page's h1 and tab title. */
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** E.g. "Last updated 21 November 2026", shown at the end. */
  footnote?: ReactNode;
  /** Where the back link goes; the sign-in page (which redirects signed-in users home) by default. */
  backTo?: string;
  backLabel?: string;
  children: ReactNode;
};

/** A readable prose column for static pages, with a heading and a back link. */
export function ContentPage({ title, lead, footnote, backTo = '/', backLabel = 'Back', children }: ContentPageProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.content}>
      <nav className={styles.contentNav} aria-label="Page">
        <AppLink to="/" className={styles.homeLink}>
          <TandemLogo size="small" />
        </AppLink>
        <AppLink to={backTo} className={styles.backLink}>
          <ArrowLeft size={18} aria-hidden="true" />
          {backLabel}
        </AppLink>
      </nav>
      <main>
        <header className={styles.contentHeader}>
          <h1 className={styles.contentTitle}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        <div className={styles.prose}>{children}</div>
        {footnote && <footer className={styles.contentFooter}>{footnote}</footer>}
      </main>
    </div>
  );
}
