// Field checks of the demo CMS's form services (mocks/forms.ts, mocks/fund-forms.ts): what the
// real services are assumed to check, so a wrong payload is answered 422 as it would be there.
export type Body = Record<string, unknown>;
export type Check = (value: unknown) => boolean;

const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u;
export const isString: Check = (value) => typeof value === "string";
export const filled: Check = (value) => typeof value === "string" && value.trim() !== "";
export const email: Check = (value) => typeof value === "string" && EMAIL.test(value.trim());
export const boolean: Check = (value) => typeof value === "boolean";
export const isTrue: Check = (value) => value === true;
export const oneOf =
  (...options: readonly unknown[]): Check =>
  (value) =>
    options.includes(value);
export const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (value) =>
    typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
export const numberOrNull: Check = (value) =>
  value === null || (typeof value === "number" && Number.isFinite(value));
export const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

/** "YYYY-MM-DD" naming a real day. */
export const isoDate: Check = (value) => {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

export type FormRules = {
  /** Whether `?lang=nl|en` is accepted. */
  lang: boolean;
  fields: Record<string, Check>;
  /** Rules across fields: the names of the fields they find wrong. */
  extra?: (body: Body, now: Date) => string[];
};
