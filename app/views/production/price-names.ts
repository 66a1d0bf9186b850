// The names of price and ticket types on English pages. The ticket shop names them in Dutch
// only ("2e rang", "CJP / student", "Volwassene"), and the CMS sends those names unchanged in its
// English answers with no English field (docs/content-api.md, "prices"), so an English page
// translates the words it knows and keeps any other name as the shop wrote it: a new price type
// stays readable (and findable at the box office) until it is added here.
import type { Locale } from "../../models/http/locale";

// Whole names, lower-cased, after spaces are squeezed.
const NAMES: Record<string, string> = {
  premium: "Premium",
  "cjp / student": "CJP card / student",
  cjp: "CJP card",
  student: "Student",
  studenten: "Students",
  volwassene: "Adult",
  volwassenen: "Adults",
  jongeren: "Young people",
  jongere: "Young person",
  kind: "Child",
  kinderen: "Children",
  "kind t/m 12 jaar": "Child up to 12",
  senior: "Senior",
  "65+": "65+",
  gratis: "Free",
  "vrije toegang": "Free admission",
  begeleider: "Companion",
  rolstoel: "Wheelchair",
  rolstoelplaats: "Wheelchair space",
  "rolstoel + begeleider": "Wheelchair + companion",
  staanplaats: "Standing",
  staanplaatsen: "Standing",
  balkon: "Balcony",
  parterre: "Stalls",
  loge: "Box",
  zitplaats: "Seat",
  "vrije zitplaats": "Unreserved seating",
  "vrije plaatskeuze": "Unreserved seating",
  groep: "Group",
  groepen: "Groups",
  "beperkt zicht": "Restricted view",
};

// "1e rang", "2de rang", "rang 3": the seating categories, numbered.
const RANK = /^(?:(\d+)\s*(?:e|de|ste)\s+rang|rang\s+(\d+))$/;

/** A price or ticket type's name in the page's language (Dutch names pass unchanged). */
export function priceTypeName(name: string, locale: Locale): string {
  if (locale === "nl") return name;
  const key = name.replace(/\s+/g, " ").trim().toLowerCase();
  const known = NAMES[key];
  if (known !== undefined) return known;
  const rank = RANK.exec(key);
  if (rank) return `Category ${rank[1] ?? rank[2]}`;
  return name;
}
