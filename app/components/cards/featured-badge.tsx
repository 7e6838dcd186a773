/** The "Featured" badge of cards and item pages, in the page's language. */
import { Badge } from "~/components/ui/badge";
import { listingCopy } from "~/lib/copy/languages";
import { useCopy } from "~/lib/i18n/use-copy";

export function FeaturedBadge() {
  return <Badge tone="brass">{useCopy("listing", listingCopy).featured}</Badge>;
}
