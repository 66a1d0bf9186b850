// Meta functions cannot use hooks, and run in the browser on a client navigation as well: the
// words they need come in the loaders' data, translated there with getFixedT
// (i18next.server.ts). The root sends those of the frame; a screen's loader sends its title and
// description as `meta`.
import { errorTexts } from "./error-texts";
import type { MessageKey, Vars } from "./translate";

export type Translate = (key: MessageKey, vars?: Vars) => string;

const ERROR_TITLES = [404, 403, 405, 413, 415, 429, 500].map((status) => errorTexts(status).title);

/** What every page's meta may need: the site's name, the redirect notice's and errors' titles. */
export function frameMetaTexts(t: Translate) {
  return {
    siteName: t("site.name"),
    redirecting: t("redirect.redirecting"),
    errorTitles: Object.fromEntries(ERROR_TITLES.map((key) => [key, t(key)])) as Record<
      MessageKey,
      string | undefined
    >,
  };
}

export type FrameMeta = ReturnType<typeof frameMetaTexts>;

type Match = { id: string; data: unknown };

/** The root loader's meta texts; null when its loader did not run. */
export function frameMeta(matches: readonly Match[]): FrameMeta | null {
  const root = matches.find((m) => m.id === "root")?.data as { meta?: FrameMeta } | undefined;
  return root?.meta ?? null;
}
