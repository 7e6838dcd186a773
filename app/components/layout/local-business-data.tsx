/** The workshop's LocalBusiness structured data, from the site settings every page already has. */
import { useNonce } from "~/components/nonce";
import { jsonLd, localBusinessData } from "~/lib/seo";
import { useRootData } from "~/root";

export function LocalBusinessData() {
  const rootData = useRootData();
  const nonce = useNonce();
  if (!rootData) return null;
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd(localBusinessData(rootData.site, rootData.origin)) }} />;
}
