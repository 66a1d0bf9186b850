// The five outcomes of a content call (spec §8). Loaders turn anything but ok into the 404 or
// 500 screen; the kind is logged with the path so an editor's report can be traced.
export type ContentFailure =
  | { status: "not_found" }
  | { status: "http_error"; reason: string }
  | { status: "decode_failed"; reason: string }
  | { status: "parse_failed"; reason: string };

export type ContentResult<T> =
  | {
      status: "ok";
      value: T;
      /** The CMS marked the answer as preview: the page shows the preview banner. */
      preview: boolean;
      /** Answered for a visitor with a CMS session: never stored by us or a CDN. */
      personal: boolean;
      stale: boolean;
    }
  | ContentFailure;

export function failureStatusCode(failure: ContentFailure): 404 | 500 {
  return failure.status === "not_found" ? 404 : 500;
}

export function describeFailure(failure: ContentFailure): string {
  return failure.status === "not_found"
    ? "NOT_FOUND"
    : `${failure.status.toUpperCase()}: ${failure.reason}`;
}
