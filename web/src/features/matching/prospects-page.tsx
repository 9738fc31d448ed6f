import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';

/** `/prospects`. Arrives with its feature; until then it says so. */
export default function ProspectsPage() {
  return (
    <ComingSoonPage
      title="Prospects"
      description="The people Tandem suggests you meet will be listed here, so you can say whether you are interested."
    />
  );
}
