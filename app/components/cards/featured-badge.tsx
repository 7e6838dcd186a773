/** The "Featured" badge of cards and item pages, in the page's language. */
import { Badge } from "~/components/ui/badge";
import { listingCardWords } from "~/lib/copy/card-words";
import { useCopyPart } from "~/lib/i18n/use-copy";

export function FeaturedBadge() {
  return <Badge tone="brass">{useCopyPart("listing", listingCardWords).featured}</Badge>;
}
