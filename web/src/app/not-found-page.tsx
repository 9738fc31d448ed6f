import { ButtonLink } from '../ui/button.tsx';
import { StatusPage } from './status-page.tsx';

const notFoundMessage = "The page you're looking for doesn't exist or has been removed";

/** `/404` and every path no route knows (pinned by routing.e2e.test.ts). */
export function NotFoundPage() {
  return (
    <StatusPage code={404} title="Page not found" message={notFoundMessage} actions={<ButtonLink to="/">Back to Tandem</ButtonLink>} />
  );
}
