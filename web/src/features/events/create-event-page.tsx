import { ComingSoonPage } from '../../app/coming-soon-page.tsx';

/** `/events/new`. Arrives with its feature; until then it says so. */
export default function CreateEventPage() {
  return (
    <ComingSoonPage
      title="Create an event"
      description="Here you will set up an event — its name, time, place and intro video — and get a link to invite your guests."
    />
  );
}
