import { purgeWebhook } from "~/services/purge-webhook.server";
import { resourceMethods } from "~/services/resource-methods.server";

/** The CMS's publish webhook: signed, it drops the named pages from every cache (docs/operations.md). */
export const { loader, action } = resourceMethods({
  post: ({ request }) => purgeWebhook(request),
});
