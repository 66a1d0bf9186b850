// One id per request ties Varnish, the instance's access log line and the answer together: a
// MISS's X-Request-Id is the reqId on the line of the instance that rendered it, and no two
// answers in the whole run share an id (a HIT carrying the id stored with its copy would repeat
// that of the request that filled it).
import { instanceRuns, varnish } from "./deployment";
import { answersSoFar, viaVarnish } from "./ledger";
import { check, figures, sleep } from "./report";
import { BROWSER_UA } from "./traffic";

type AccessLine = {
  reqId?: string;
  requestId?: string;
  path?: string;
  status?: number;
  method?: string;
};

function accessLinesById(): Map<string, AccessLine> {
  const byId = new Map<string, AccessLine>();
  for (const proc of instanceRuns) {
    for (const line of proc.lines) {
      try {
        const entry = JSON.parse(line) as AccessLine;
        const id = entry.reqId ?? entry.requestId;
        if (id && typeof entry.status === "number" && typeof entry.method === "string")
          byId.set(id, entry);
      } catch {}
    }
  }
  return byId;
}

export async function checkMissIds() {
  const stamp = Date.now().toString(36);
  const asked: { id: string | null; cache: string; status: number; path: string }[] = [];
  for (let i = 0; i < 10; i++) {
    const path = i % 2 ? "/agenda" : "/en/news";
    const answer = await viaVarnish(`${varnish}${path}?rid=${stamp}-${i}`, {
      headers: { "user-agent": BROWSER_UA, accept: "text/html" },
    });
    asked.push({
      id: answer.headers.get("x-request-id"),
      cache: answer.headers.get("x-cache") ?? "",
      status: answer.status,
      path,
    });
  }
  await sleep(300);
  const lines = accessLinesById();
  const matched = asked.filter((a) => {
    const line = a.id ? lines.get(a.id) : undefined;
    return line && line.path === a.path && line.status === a.status && line.method === "GET";
  });
  check(
    "a MISS's X-Request-Id is the reqId of the instance's access log line",
    asked.every((a) => a.cache === "MISS") && matched.length === asked.length,
    `${matched.length} of ${asked.length} misses found on an instance's access log line under the answer's id (e.g. ${asked[0]?.id ?? "no id"})`,
  );
}

/** Run-wide, over every answer Varnish gave: each has an id, and no id is another answer's. */
export function checkUniqueIds() {
  const answers = answersSoFar();
  const seen = new Map<string, number>();
  let without = 0;
  for (const a of answers) {
    if (!a.requestId) {
      without++;
      continue;
    }
    seen.set(a.requestId, (seen.get(a.requestId) ?? 0) + 1);
  }
  const repeated = [...seen].filter(([, n]) => n > 1);
  const hits = answers.filter((a) => a.cache === "HIT");
  const hitsRepeating = hits.filter((a) => a.requestId && (seen.get(a.requestId) ?? 0) > 1).length;
  figures.requestIds = {
    answers: answers.length,
    hits: hits.length,
    without,
    repeatedIds: repeated.length,
    hitsWithARepeatedId: hitsRepeating,
  };
  check(
    "every answer from Varnish has an X-Request-Id of its own, HITs too",
    answers.length > 0 && hits.length > 0 && without === 0 && repeated.length === 0,
    `${answers.length} answers (${hits.length} HITs): ${without} without an id, ${repeated.length} ids given to more than one answer, ${hitsRepeating} HITs with such an id${repeated.length ? ` (e.g. ${repeated[0]?.[0]} ×${repeated[0]?.[1]})` : ""}`,
  );
}
