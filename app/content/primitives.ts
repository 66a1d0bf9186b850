// The building blocks every part of the content contract shares.
import * as v from "valibot";

export const nullish = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);
/** The CMS sends ids as strings or numbers; the site always sees strings. */
export const id = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);
/** Editor HTML: sanitised when a page is built, never trusted as it arrives. */
export const html = v.string();
