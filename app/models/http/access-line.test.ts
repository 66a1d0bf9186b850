import { describe, expect, it } from "vitest";
import { loggedPath, queryNames, requestIdFor } from "./access-line";

const fresh = () => "new-id";

describe("requestIdFor", () => {
  it("takes the proxy's id only when the proxy is trusted", () => {
    expect(requestIdFor("varnish-1234", true, fresh)).toBe("varnish-1234");
    expect(requestIdFor("varnish-1234", false, fresh)).toBe("new-id");
    expect(requestIdFor(undefined, true, fresh)).toBe("new-id");
  });

  it("accepts the usual id shapes", () => {
    for (const id of ["0d6f5c3e-8a7b-4c2d-9e1f-0a1b2c3d4e5f", "32770", "00-4bf92f3577b34da6-01"]) {
      expect(requestIdFor(id, true, fresh)).toBe(id);
    }
  });

  it("makes a new id for anything that does not look like one", () => {
    for (const id of [
      "",
      "a".repeat(129),
      "id with spaces",
      'x"}{"level":"fatal',
      "a\nb",
      "ünïcode",
      "<script>",
      "a@b.nl",
    ]) {
      expect(requestIdFor(id, true, fresh)).toBe("new-id");
    }
    expect(requestIdFor(["a", "b"], true, fresh)).toBe("new-id");
  });
});

describe("queryNames", () => {
  it("keeps the names and drops the values", () => {
    expect(queryNames("/bevestigen?action=subscribe&token=s3cr3t")).toEqual(["action", "token"]);
    expect(queryNames("/donatie/bedankt?ref=abc&r=partner")).toEqual(["r", "ref"]);
  });

  it("gives none for an address without a query", () => {
    expect(queryNames("/agenda")).toEqual([]);
    expect(queryNames("/agenda?")).toEqual([]);
  });

  it("names each once, sorted, at most ten, and leaves odd names out", () => {
    const many = Array.from({ length: 15 }, (_, i) => `p${String(i).padStart(2, "0")}=1`);
    expect(queryNames(`/x?${many.join("&")}`)).toHaveLength(10);
    expect(queryNames("/x?b=1&a=2&b=3")).toEqual(["a", "b"]);
    expect(queryNames("/x?fout@example.com=1&%E0%A4%A=2&ok=3")).toEqual(["ok"]);
    expect(queryNames(`/x?${"n".repeat(41)}=1`)).toEqual([]);
  });
});

describe("loggedPath", () => {
  it("leaves the query out and cuts a long path", () => {
    expect(loggedPath("/bevestigen?token=abc")).toBe("/bevestigen");
    expect(loggedPath(`/${"a".repeat(300)}`)).toHaveLength(201);
  });
});
