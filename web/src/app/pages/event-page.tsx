import type { EventDetails } from '../../../../shared/api/events.ts';
import EventPage from '../../features/events/event-page.tsx';
import { PeopleToMeetSection } from '../../features/matching/people-to-meet-section.tsx';

/** Matching's way in, on the event page (matching builds on events, so events cannot import it). */
const peopleToMeet = (event: EventDetails) => <PeopleToMeetSection event={event} />;

/** `/events/{id}`: the event, with its matchmaking. */
export default function EventPageWithMatching() {
  return <EventPage peopleToMeet={peopleToMeet} />;
}
