// Presale on the production page (spec §6/§7): the CMS checks a code from the address and names
// the pages it opens; this decides what the page then shows and sells.
import type * as S from "~/content/schema";
import { eventStatus } from "../../models/sales/event-status";
import { cleanTextOrNull as text } from "../../models/search/plain-text";

/** The CMS's presale answer, passed on as it came (its shape is the CMS's business). */
export type PresaleAnswer = Record<string, unknown>;

/** A presale code from the address and the CMS's answer (null when the check failed). */
export type PresaleRequest = { code: string; answer: PresaleAnswer | null } | null;

export type PresaleView = {
  /** Ask for a code: the page sells in presale and no code unlocked it yet. */
  form: boolean;
  /** The page's own presale notice. */
  notice: string | null;
  /** What the check said about the code in the address; null when none was checked. */
  result: "unlocked" | "invalid" | "other-page" | null;
  /** The answer's text_default, or text_sold_out when nothing can be bought. */
  text: string | null;
  code: string | null;
};

function presaleCodes(answer: PresaleAnswer): {
  valid: boolean;
  ids: string[];
  textDefault: string | null;
  textSoldOut: string | null;
} {
  const ids = Array.isArray(answer.production_page_ids)
    ? answer.production_page_ids.map((id) => String(id))
    : [];
  const str = (value: unknown) => (typeof value === "string" ? text(value) : null);
  return {
    valid: answer.valid === true,
    ids,
    textDefault: str(answer.text_default),
    textSoldOut: str(answer.text_sold_out),
  };
}

function withPresaleCode(salesUrl: string | null | undefined, code: string): string | null {
  if (!salesUrl) return null;
  try {
    const url = new URL(salesUrl);
    // Appended as raw text, like the referral, so the shop's own encoding stays untouched.
    const pair = `presale=${encodeURIComponent(code)}`;
    url.search = url.search ? `${url.search}&${pair}` : `?${pair}`;
    return url.toString();
  } catch {
    return salesUrl;
  }
}

/**
 * Presale (spec §6/§7): a valid code whose production_page_ids name this page opens the events
 * whose sales have not started yet; they are shown as on sale and their sales links carry the
 * code. Any other answer leaves the page as it is and only says why.
 */
export function applyPresale(
  events: readonly S.ContentEvent[],
  nodeId: string,
  presale: PresaleRequest,
  pageNotice: string | null,
): { events: S.ContentEvent[]; view: PresaleView | null } {
  const waiting = events.some((e) => e.sales_status === "sales_not_started");
  const offersPresale = pageNotice !== null || waiting;
  const answer = presale?.answer ? presaleCodes(presale.answer) : null;
  const code = presale?.code ?? null;

  if (!answer || !presale) {
    // No code, or the check failed (logged by the service): the page renders as usual.
    const view = offersPresale
      ? { form: waiting, notice: pageNotice, result: null, text: null, code }
      : null;
    return { events: [...events], view };
  }
  if (!answer.valid || !answer.ids.includes(nodeId)) {
    return {
      events: [...events],
      view: {
        form: waiting,
        notice: pageNotice,
        result: answer.valid ? "other-page" : "invalid",
        text: null,
        code,
      },
    };
  }
  const opened = events.map((event) =>
    event.sales_status === "sales_not_started"
      ? {
          ...event,
          sales_status: "on_sale" as const,
          sales_url: withPresaleCode(event.sales_url, presale.code),
        }
      : event,
  );
  const buyable = opened.some((event) => {
    const status = eventStatus(event);
    return status === "on_sale" || status === "last_chance";
  });
  return {
    events: opened,
    view: {
      form: false,
      notice: pageNotice,
      result: "unlocked",
      text: buyable ? answer.textDefault : (answer.textSoldOut ?? answer.textDefault),
      code,
    },
  };
}
