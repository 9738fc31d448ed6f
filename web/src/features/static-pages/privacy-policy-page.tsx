import { Link } from 'react-router';
import { ContentPage } from '../../ui/page.tsx';

/** /privacy-policy: what Tandem collects, why, for how long, who processes it, and your rights. */
export default function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead="Tandem helps the people at an event meet the right other people. To do that it needs to know a little about you. This page says what, why, for how long, and what you can do about it."
      footnote="Last updated 27 November 2026."
    >
      <h2>The short version</h2>
      <ul>
        <li>We collect what you give us to sign in and to be introduced, and what happens in Tandem while you use it.</li>
        <li>We use it to run Tandem for you: to sign you in, find people worth meeting and let you talk to them.</li>
        <li>We do not sell your data and we do not show you ads.</li>
        <li>Your phone number is never shown to other guests.</li>
        <li>You can see, correct, export or delete your data at any time.</li>
      </ul>

      <h2>What we collect</h2>
      <h3>What you give us</h3>
      <ul>
        <li>
          <strong>Phone number</strong> — to sign you in with a one-time code sent by text message, and to tell you about new matches if you
          ask for notifications.
        </li>
        <li>
          <strong>Name, email and LinkedIn profile address</strong> — so people you meet know who you are and can follow up. Email and
          LinkedIn are optional.
        </li>
        <li>
          <strong>Profile picture</strong> — optional. We crop it to a square and store a small copy; the original file is not kept.
        </li>
        <li>
          <strong>Your conversations with the concierge</strong> — by text or by voice, about who you are, what you are looking for and what
          you can offer. Voice is recorded so it can be turned into text.
        </li>
        <li>
          <strong>Your dossier</strong> — the profile document Tandem writes from those conversations, with every change you or the
          concierge make to it.
        </li>
      </ul>
      <h3>What comes from using Tandem</h3>
      <ul>
        <li>
          <strong>Event participation</strong> — the events you were invited to or joined, who invited you, your prospects, the interest you
          marked and your matches.
        </li>
        <li>
          <strong>Chats, voice notes and calls</strong> — the messages and voice notes you send, and for calls only their details: who
          called whom, when and for how long. Calls go directly between the two browsers and are never recorded.
        </li>
        <li>
          <strong>Product analytics</strong> — which screens you open and which buttons you use (for example “code sent” or “video intro:
          start with chat”), with your browser type and an approximate location derived from your IP address. Administrators are never
          tracked.
        </li>
        <li>
          <strong>Security records</strong> — sign-in attempts, sessions and the IP addresses they came from, so we can stop abuse.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Purpose</th>
            <th scope="col">Data</th>
            <th scope="col">Legal basis</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Signing you in and keeping your account safe</td>
            <td>Phone number, codes, sessions, security records</td>
            <td>Needed to provide the service you asked for</td>
          </tr>
          <tr>
            <td>Introducing you to the right people at an event</td>
            <td>Profile, concierge conversations, dossier, event participation</td>
            <td>Needed to provide the service you asked for</td>
          </tr>
          <tr>
            <td>Letting you talk to your matches</td>
            <td>Chats, voice notes, call details</td>
            <td>Needed to provide the service you asked for</td>
          </tr>
          <tr>
            <td>Sending you notifications</td>
            <td>Phone number or email</td>
            <td>Your consent, which you can withdraw in your settings</td>
          </tr>
          <tr>
            <td>Understanding what works and fixing what does not</td>
            <td>Product analytics, error reports</td>
            <td>Our legitimate interest in a product that works</td>
          </tr>
        </tbody>
      </table>

      <h2>Who sees what</h2>
      <ul>
        <li>
          <strong>Other guests of the same event</strong> may see your name, picture and LinkedIn link, and the reason Tandem gives them for
          meeting you. That reason is written from your dossier, so it can mention what you told the concierge. They never see your phone
          number, your email or the concierge conversations themselves.
        </li>
        <li>
          <strong>Your matches</strong> see the messages, voice notes and calls you share with them.
        </li>
        <li>
          <strong>The hosts of an event</strong> see who joined it, their names and pictures, and which matches were made, so they can
          introduce people. They see your phone number and email only if you let them when you join (you can change your mind on the event's
          page at any time), and the details a host typed when inviting you are seen by that host alone.
        </li>
        <li>
          <strong>Co-hosts</strong> are people a host invited to help run an event, who accepted. A host inviting a phone number learns
          nothing about it — not whether it has a Tandem account, nor a name or a picture — unless its owner accepts.
        </li>
        <li>
          <strong>The Tandem team</strong> can see account data to answer help requests and keep the service safe. Access is limited to the
          people who need it.
        </li>
      </ul>

      <h2>Who processes it for us</h2>
      <p>We use a small number of service providers, each bound by contract to use your data only to provide their service to us:</p>
      <ul>
        <li>
          <strong>SMS provider</strong> (such as Twilio) — receives your phone number and the text of the message, to deliver sign-in codes
          and notifications.
        </li>
        <li>
          <strong>AI provider</strong> (optional) — when Tandem is set up to use an external language model, the text of your concierge
          conversations, and the audio of voice messages for transcription, are sent to it to produce the concierge's replies, your dossier
          and the reasons for introductions. Without it, Tandem does this work on its own servers.
        </li>
        <li>
          <strong>Amplitude</strong> (optional) — when enabled, receives the product analytics described above. Any session replay hides
          everything you type and all text on screen. Without it, analytics stay on Tandem's own servers.
        </li>
        <li>
          <strong>Hosting and storage providers</strong> — run the servers, the database and the file storage where your data is kept.
        </li>
      </ul>
      <p>
        Some providers may process data outside your country. Where they do, we rely on the safeguards the law requires, such as standard
        contractual clauses.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Sign-in codes expire after 10 minutes and are stored only as a one-way hash.</li>
        <li>A session lasts up to 30 days unless you log out sooner.</li>
        <li>
          Your profile, dossier, concierge conversations, event participation, chats and voice notes are kept while you have an account.
          When you delete your account they are deleted within 30 days, and removed from backups within 90 days.
        </li>
        <li>
          A message you sent stays with the person you sent it to, also after you delete your account; it then shows as from “Deleted user”.
          Voice notes you sent are deleted with your account.
        </li>
        <li>Product analytics are kept for up to 12 months. Security records are kept for up to 6 months.</li>
      </ul>

      <h2>Your rights</h2>
      <p>Depending on where you live, you have the right to:</p>
      <ul>
        <li>see the data we hold about you and get a copy of it in a portable format;</li>
        <li>correct it — most of it you can edit yourself, including your dossier;</li>
        <li>delete it, by deleting your account or asking us to;</li>
        <li>object to or restrict how we use it, and withdraw consent you gave, such as for notifications;</li>
        <li>complain to your data protection authority.</li>
      </ul>
      <p>We answer every request within 30 days and never charge for it.</p>

      <h2>Cookies and storage on your device</h2>
      <p>
        Tandem uses two cookies to keep you signed in. They cannot be read by scripts and are sent only to Tandem. Your browser also
        remembers the phone number you last signed in with, so you do not have to type it again. If product analytics are enabled, they
        store an anonymous device identifier.
      </p>

      <h2>Children</h2>
      <p>Tandem is not meant for anyone under 16, and we do not knowingly collect data about them.</p>

      <h2>Changes</h2>
      <p>If we change this policy in a way that matters, we will tell you in the app before the change takes effect.</p>

      <h2>Contact</h2>
      <p>
        For any question about your data, or to use your rights, write to the Tandem team through the help chat in the app. See also our{' '}
        <Link to="/terms">Terms</Link>.
      </p>
    </ContentPage>
  );
}
