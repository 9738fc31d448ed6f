import { Link } from 'react-router';
import { ContentPage } from '../../ui/page.tsx';

/** /terms: the fair, plain rules for using Tandem. */
export default function TermsPage() {
  return (
    <ContentPage
      title="Terms of Use"
      lead="These are the rules for using Tandem. We have tried to keep them short, fair and in plain words."
      footnote="Last updated 21 November 2026."
    >
      <h2>1. Using Tandem</h2>
      <p>
        Tandem introduces the people at an event to each other. By signing in you agree to these terms and to how we handle your data as
        described in the <Link to="/privacy-policy">Privacy Policy</Link>. You must be at least 16 years old.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You sign in with your own phone number. One person, one account.</li>
        <li>
          Keep what you tell us true: your name, your work, what you are looking for. Introductions are only as good as what they are built
          on.
        </li>
        <li>
          You are responsible for what happens in your account. If you think someone else got into it, tell us at once through the help
          chat.
        </li>
      </ul>

      <h2>3. Be someone worth meeting</h2>
      <p>Tandem only works when people can trust each other. So do not:</p>
      <ul>
        <li>harass, threaten, insult or discriminate against anyone;</li>
        <li>send spam, unsolicited sales pitches in bulk, or messages to people who have not matched with you;</li>
        <li>pretend to be someone else, or misrepresent who you work for;</li>
        <li>share other people's private information without their permission;</li>
        <li>post anything illegal, or anything you do not have the right to share;</li>
        <li>try to break, overload or get around the security of Tandem, or collect data about other users.</li>
      </ul>
      <p>If someone breaks these rules, tell us through the help chat. We may remove content, limit or close accounts that do.</p>

      <h2>4. What you share</h2>
      <p>
        What you write and record stays yours. You give us permission to store it, process it and show it to the people it is meant for —
        for example, to turn your concierge conversation into your dossier and to explain to another guest why you should meet. That
        permission ends when you delete it or your account, except for messages already delivered to someone else.
      </p>

      <h2>5. The concierge and its suggestions</h2>
      <p>
        The concierge and the reasons Tandem gives for an introduction are written automatically. They can be wrong or incomplete; you can
        correct your dossier at any time. A suggestion is an invitation to talk, not a promise that a meeting will be useful, and never a
        judgement of anyone's worth.
      </p>

      <h2>6. Hosting an event</h2>
      <p>
        If you host an event, you may only invite people you have a reason to invite, and you are responsible for the event itself. Use what
        you see about your guests only to run the event and to introduce them to each other.
      </p>

      <h2>7. Meeting in person</h2>
      <p>
        Tandem introduces people; it does not check who they are beyond their phone number. Use your judgement when you meet someone, as you
        would with anyone you have just been introduced to.
      </p>

      <h2>8. The service</h2>
      <p>
        We work hard to keep Tandem available and your data safe, but we cannot promise that it will never be interrupted or free of
        mistakes. We may change or stop features; if we stop the service altogether we will give you notice and a way to get your data.
      </p>

      <h2>9. Liability</h2>
      <p>
        Tandem is provided as it is. To the extent the law allows, we are not liable for indirect losses, or for what other users say or do.
        Nothing in these terms limits rights you have under consumer law, or our liability where the law does not allow it to be limited.
      </p>

      <h2>10. Ending</h2>
      <p>
        You can stop using Tandem whenever you like, and ask us to delete your account and your data. We may suspend or close an account
        that breaks these terms; unless there is a safety or legal reason not to, we will tell you why and let you respond.
      </p>

      <h2>11. Changes</h2>
      <p>
        If we change these terms in a way that matters, we will tell you in the app before the change takes effect. If you do not agree, you
        can delete your account.
      </p>

      <h2>12. Contact</h2>
      <p>Questions about these terms? Write to the Tandem team through the help chat in the app.</p>
    </ContentPage>
  );
}
