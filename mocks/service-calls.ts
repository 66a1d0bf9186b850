// Every call the demo's form and newsletter services received, newest first, served as JSON at
// /__calls so browser tests can prove how many upstream calls a visitor's action made (none for
// an invalid or repeated post, exactly one for a sent form).
export type ServiceCall = {
  method: string;
  /** Path and query under the demo's origin, e.g. /api/services/forms/oscar?lang=nl. */
  path: string;
  body: unknown;
  at: string;
};

const calls: ServiceCall[] = [];
const KEPT = 1000;

export function recordServiceCall(request: Request, body: unknown) {
  const url = new URL(request.url);
  calls.unshift({
    method: request.method,
    path: `${url.pathname}${url.search}`,
    body,
    at: new Date().toISOString(),
  });
  calls.splice(KEPT);
}

/** The calls whose path or JSON body contains `needle` (all when it is empty). */
export function serviceCalls(needle = ""): readonly ServiceCall[] {
  if (needle === "") return calls;
  return calls.filter(
    (call) => call.path.includes(needle) || JSON.stringify(call.body ?? null).includes(needle),
  );
}
