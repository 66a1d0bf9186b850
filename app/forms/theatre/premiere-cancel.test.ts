import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  cancelOutcome,
  decodeCancelRef,
  premiereCancelForm,
  premiereCancelSchema,
} from "./premiere-cancel";

const ref = (payload: unknown, encoding: "base64url" | "base64" = "base64url") =>
  Buffer.from(JSON.stringify(payload), "utf8").toString(encoding);
const q = (entries: [string, string][]) => new URLSearchParams(entries);
const good = { email: "jan@example.nl", premiere_name: "Première Fête", signature: "s1g+/" };

describe("decodeCancelRef", () => {
  it("decodes base64url and plain base64, accented names included", () => {
    expect(decodeCancelRef(q([["ref", ref(good)]]))).toEqual(good);
    expect(decodeCancelRef(q([["ref", ref(good, "base64")]]))).toEqual(good);
  });

  it("reads a plain base64 ref whose '+' became a space in the query", () => {
    const payload = { ...good, premiere_name: "~~~>>>" };
    const encoded = ref(payload, "base64");
    expect(encoded).toContain("+");
    const search = new URLSearchParams(`ref=${encoded}`);
    expect(search.get("ref")).toContain(" ");
    expect(decodeCancelRef(search)).toEqual(payload);
  });

  it("a missing signature is sent as empty; the CMS refuses it", () => {
    expect(decodeCancelRef(q([["ref", ref({ email: "a@b.nl", premiere_name: "X" })]]))).toEqual({
      email: "a@b.nl",
      premiere_name: "X",
      signature: "",
    });
  });

  it("is null for a missing, repeated or undecodable ref", () => {
    expect(decodeCancelRef(q([]))).toBeNull();
    expect(decodeCancelRef(q([["ref", ""]]))).toBeNull();
    expect(
      decodeCancelRef(
        q([
          ["ref", ref(good)],
          ["ref", ref(good)],
        ]),
      ),
    ).toBeNull();
    expect(decodeCancelRef(q([["ref", "niet geldig!"]]))).toBeNull();
    expect(decodeCancelRef(q([["ref", "a"]]))).toBeNull();
    expect(
      decodeCancelRef(q([["ref", Buffer.from("{not json").toString("base64url")]])),
    ).toBeNull();
    expect(decodeCancelRef(q([["ref", ref([good])]]))).toBeNull();
    expect(decodeCancelRef(q([["ref", ref("text")]]))).toBeNull();
    expect(
      decodeCancelRef(q([["ref", Buffer.from([0xff, 0xfe]).toString("base64url")]])),
    ).toBeNull();
  });

  it("is null for a malformed e-mail or an empty premiere name", () => {
    for (const email of ["", "jan", "jan@", "@x.nl", "j an@x.nl", "a@b@c", 5]) {
      expect(decodeCancelRef(q([["ref", ref({ ...good, email })]]))).toBeNull();
    }
    for (const premiere_name of ["", "  ", null]) {
      expect(decodeCancelRef(q([["ref", ref({ ...good, premiere_name })]]))).toBeNull();
    }
    expect(decodeCancelRef(q([["ref", ref({ ...good, signature: 1 })]]))).toBeNull();
  });
});

describe("premiere cancel form", () => {
  it("posts e-mail, comment, premiere name and signature from the ref", () => {
    const form = premiereCancelForm(good);
    expect(form.endpoint).toBe("/api/services/forms/premiere/cancel");
    expect(form.payload({ comment: "Helaas ziek" })).toEqual({
      email: "jan@example.nl",
      comment: "Helaas ziek",
      premiere_name: "Première Fête",
      signature: "s1g+/",
    });
  });

  it("keeps the comment's lines and drops its other control characters", () => {
    expect(v.parse(premiereCancelSchema, { comment: "Helaas\u0000 ziek\r\nTot ziens" })).toEqual({
      comment: "Helaas ziek\nTot ziens",
    });
  });

  it("an empty comment (undefined from conform) is sent as empty", () => {
    expect(premiereCancelForm(good).payload({})).toMatchObject({ comment: "" });
  });

  it("code 200 is success, a refused signature a link that does not hold, anything else failure", () => {
    expect(cancelOutcome({ code: 200 })).toBe("success");
    expect(premiereCancelForm(good).outcome({ code: 403 })).toBe("expired");
    expect(cancelOutcome({ code: 500 })).toBe("failure");
    expect(cancelOutcome({ code: "200" })).toBe("failure");
    expect(cancelOutcome({ code: "403" })).toBe("failure");
    expect(cancelOutcome({})).toBe("failure");
    expect(cancelOutcome(null)).toBe("failure");
  });
});
