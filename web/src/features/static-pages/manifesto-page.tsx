import { ContentPage } from '../../ui/page.tsx';

/** /manifesto: what Tandem believes about meeting people. */
export default function ManifestoPage() {
  return (
    <ContentPage title="Manifesto" lead="What we believe about meeting people — and why we built Tandem the way we did.">
      <h2>The right person changes everything</h2>
      <p>
        A co-founder, a first customer, a mentor, a friend: most of the turns in a life start with one conversation. Those conversations are
        too important to leave to who happens to be standing by the coffee.
      </p>

      <h2>Events are full of missed connections</h2>
      <p>
        People travel, pay and give up an evening to be in a room with others who could matter to them — and then talk to the three people
        they already know. The problem is not the people. It is that nobody can see who is in the room and why they came.
      </p>

      <h2>A good introduction has a reason</h2>
      <p>
        “You should meet Dana” is a suggestion. “You should meet Dana: she invests in exactly what you are building” is an introduction. We
        never suggest a person without saying why, in words written for you.
      </p>

      <h2>Fewer, better</h2>
      <p>
        We would rather introduce you to five people you are glad you met than hand you a list of five hundred. Your attention is the
        scarcest thing at any event; we treat it that way.
      </p>

      <h2>Interest should be mutual</h2>
      <p>
        Nobody should be cornered. You choose who interests you, and you are only put in touch when the interest goes both ways — or when a
        host who knows you both makes the introduction. Saying no is private and costs nothing.
      </p>

      <h2>Be understood, not scored</h2>
      <p>
        People are more than a job title and a logo. The concierge listens to what you are working on, what you need and what you can give,
        and writes it down in a dossier you can read and correct. We match on that, not on follower counts or seniority.
      </p>

      <h2>Technology should get you off your phone</h2>
      <p>
        Tandem succeeds when you put it away and talk to someone. The chat and the call are there to find each other and to follow up — the
        conversation that counts happens face to face.
      </p>

      <h2>Trust is the product</h2>
      <p>
        You tell Tandem things you would not put on a public profile. That only works if what you share is used for one purpose — helping
        you meet the right people — and for nothing else. No ads, no selling data, no surprises.
      </p>

      <blockquote>
        <p>We believe everyone at an event is there for a reason. Tandem helps them find each other.</p>
      </blockquote>
    </ContentPage>
  );
}
