import type { ConsentChoice } from "~/models/consent";
import { tagManagerHeadScript } from "~/models/tag-manager";
import { useNonce } from "./nonce";

/** The data layer, consent defaults and (with GTM_ID) the tag manager, first thing in <head>. */
export function TagManagerScript({
  gtmId,
  consent,
}: {
  gtmId: string | null;
  consent: ConsentChoice | null;
}) {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: tagManagerHeadScript({ gtmId, cookieChoice: consent }) }}
    />
  );
}
