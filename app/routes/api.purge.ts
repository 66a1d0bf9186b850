import { resourceMethods } from "~/services/http/resource-methods.server";
import { purgeWebhook } from "~/services/operations/purge-webhook.server";

/** The CMS's publish webhook: signed, it drops the named pages from every cache (docs/operations.md). */
export const { loader, action } = resourceMethods({
  post: ({ request }) => purgeWebhook(request),
});
