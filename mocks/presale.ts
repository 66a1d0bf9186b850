// GET /api/services/presale?q={code}: whether a presale code is valid and for which pages.
import type { Dataset } from "./fixtures/types";

export function presaleAnswer(dataset: Dataset, code: string | null) {
  const { presale } = dataset;
  if (code?.trim().toUpperCase() !== presale.code) return { valid: false };
  return {
    valid: true,
    production_page_ids: presale.productionPageIds,
    text_default: presale.textDefault,
    text_sold_out: presale.textSoldOut,
  };
}
