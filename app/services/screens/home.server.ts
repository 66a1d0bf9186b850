// The home page (cached 60 s, spec §9): its data plus the production pages and news items the
// answer carries, each decoded on its own.
import * as v from "valibot";
import { generalPageDataSchema, type HomeData, homeDataSchema, type Venue } from "~/content/schema";
import type { Locale } from "~/models/http/locale";
import { decodedOnce } from "../content/decoded-once";
import type { ExpectedAnswer } from "../content/expected-node";
import { summarizeIssues } from "../content/render-api.server";
import { loadRender } from "../content/render-cache.server";
import type { ContentResult } from "../content/result";
import { cmsCookieFrom, DecodeError } from "./content.server";
import type { ListedPage } from "./lists.server";
import { type ProductionEntry, productionEntry } from "./productions.server";

export type HomeAnswer = {
  home: HomeData;
  productions: ProductionEntry[];
  news: ListedPage[];
  venues: Record<string, Venue>;
};

export async function loadHome(
  request: Request,
  locale: Locale,
): Promise<ContentResult<HomeAnswer>> {
  const result = await loadRender({
    path: `home-${locale}`,
    cmsCookie: cmsCookieFrom(request),
    cache: "home",
    expect: ["home-page"],
  });
  if (result.status !== "ok") return result;
  const answer = result.value;
  // The same object for as long as the answer is cached: the home view builders remember what
  // they derive from it (app/models/content/memo.ts).
  let value: HomeAnswer;
  try {
    value = decodedOnce(answer, "home", () => decodeHome(answer));
  } catch (error) {
    if (error instanceof DecodeError) return { status: "decode_failed", reason: error.message };
    return { status: "parse_failed", reason: String(error) };
  }
  return { ...result, value };
}

function decodeHome(answer: ExpectedAnswer): HomeAnswer {
  const home = v.safeParse(homeDataSchema, answer.node.data);
  if (!home.success) throw new DecodeError(summarizeIssues(home.issues));
  const productions: ProductionEntry[] = [];
  const news: ListedPage[] = [];
  for (const node of Object.values(answer.nodes ?? {})) {
    if (node.kind === "production-page") {
      const entry = productionEntry(answer, node);
      if (entry) productions.push(entry);
    } else if (node.kind === "news-page") {
      const page = v.safeParse(generalPageDataSchema, node.data);
      if (page.success) news.push({ node, page: page.output });
    }
  }
  return { home: home.output, productions, news, venues: answer.venues ?? {} };
}
