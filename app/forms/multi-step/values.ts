// The posted answers as the conditions read them: one value, or a list for repeated names.
import type { FieldValues } from "../parts/fields";

type Posted = Pick<URLSearchParams, "keys" | "getAll">;

export function answersOf(posted: Posted): FieldValues {
  const values: FieldValues = {};
  for (const key of new Set(posted.keys())) {
    const all = posted.getAll(key).map(String);
    values[key] = all.length > 1 ? all : all[0];
  }
  return values;
}
