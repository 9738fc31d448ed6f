import { Link } from 'react-router';
import { ContentPage } from '../../ui/page.tsx';

/** /about: what Tandem does and how. */
export default function AboutPage() {
  return (
    <ContentPage title="About Tandem" lead="Tandem makes the people at an event meet the right other people — before, during and after it.">
      <p>
        At most events the best conversation you could have is with someone you never find. The room is too big, the badges too small, and
        the people you happen to stand next to are rarely the ones you came to meet. Tandem fixes that: it learns who you are and what you
        are looking for, and introduces you to the few people at the event you should really talk to — with a reason.
      </p>

      <h2>How it works for guests</h2>
      <ol>
        <li>
          <strong>Join with a link.</strong> Your host sends you a link to the event. Sign in with your phone number and the code we text
          you; there is no password to remember.
        </li>
        <li>
          <strong>Talk to the concierge.</strong> By chat or by voice, the concierge asks who you are, what you are working on, what you are
          looking for and what you can offer. It takes a few minutes, and from it Tandem writes your dossier — a short profile you can read,
          correct and deepen whenever you like.
        </li>
        <li>
          <strong>Get prospects with a reason.</strong> For each event, Tandem suggests the people worth meeting, and tells you why: “You
          are raising a seed round for a climate startup; Dana invests in early-stage climate hardware.”
        </li>
        <li>
          <strong>Match on mutual interest.</strong> Say who interests you. When someone is interested in you too, it is a match. Nobody
          learns that you passed on them.
        </li>
        <li>
          <strong>Chat, call, meet.</strong> Send a message or a voice note, start a call, and find each other in the room.
        </li>
      </ol>

      <h2>How it works for hosts</h2>
      <p>
        Create an event, share its link or a personal link for each guest, and let Tandem do the introductions. You see who joined and which
        matches were made, and you can introduce two guests yourself when you know they should meet.
      </p>

      <h2>What we care about</h2>
      <ul>
        <li>
          <strong>Fewer, better introductions.</strong> A handful of people you are glad you met beats a list of hundreds.
        </li>
        <li>
          <strong>Consent both ways.</strong> Nobody is put in touch with you unless you are interested too, or a host introduces you.
        </li>
        <li>
          <strong>Your data, your say.</strong> Your phone number is never shown to other guests, your dossier is yours to edit, and we
          never sell data. Read the <Link to="/privacy-policy">Privacy Policy</Link>.
        </li>
        <li>
          <strong>Made for the phone in your hand.</strong> Most people use Tandem standing in a room full of people, so it is built for
          that first.
        </li>
      </ul>

      <p>
        Why we build it this way is in our <Link to="/manifesto">manifesto</Link>. Questions or ideas? Write to us through the help chat —
        real people answer.
      </p>
    </ContentPage>
  );
}
