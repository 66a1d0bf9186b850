import { describe, expect, it } from "vitest";
import {
  accountLinks,
  heartIntent,
  parseAccountUser,
  parseOutcome,
  parsePageId,
  wishlistReducer,
} from "./wishlist";
import { EMPTY_WISHLIST, hasSyncCookie, menuLabel, type WishlistState } from "./wishlist-frame";

const loggedIn: WishlistState = {
  userName: "Anna de Vries",
  wishlist: ["P1"],
  pending: [],
  failed: [],
};

describe("the account answer", () => {
  it("reads fullname and wishlist", () => {
    expect(parseAccountUser({ fullname: " Anna ", wishlist: ["P1", 42, "P1"] })).toEqual({
      userName: "Anna",
      wishlist: ["P1", "42"],
    });
  });

  it("drops what is not a page id and bounds the list", () => {
    const long = Array.from({ length: 900 }, (_, i) => `P${i}`);
    expect(parseAccountUser({ fullname: "A", wishlist: long })?.wishlist).toHaveLength(500);
    expect(
      parseAccountUser({ fullname: "A", wishlist: ["<script>", null, "ok"] })?.wishlist,
    ).toEqual(["ok"]);
    expect(parseAccountUser({ wishlist: "P1" })).toEqual({ userName: "", wishlist: [] });
    expect(parseAccountUser(null)).toBeNull();
    expect(parseAccountUser([])).toBeNull();
  });

  it("checks page ids", () => {
    expect(parsePageId("01KABCDEF")).toBe("01KABCDEF");
    expect(parsePageId("../etc")).toBeNull();
    expect(parsePageId("a".repeat(65))).toBeNull();
  });
});

describe("the heart", () => {
  it("invites anonymous visitors to log in", () => {
    expect(heartIntent(EMPTY_WISHLIST, "P1")).toBe("login");
    expect(heartIntent({ ...loggedIn, userName: "  " }, "P1")).toBe("login");
  });

  it("adds only what is not listed and removes what is", () => {
    expect(heartIntent(loggedIn, "P2")).toBe("add");
    expect(heartIntent(loggedIn, "P1")).toBe("remove");
  });

  it("waits while a call for the page is under way", () => {
    const sent = wishlistReducer(loggedIn, { kind: "sent", pageId: "P2" });
    expect(heartIntent(sent, "P2")).toBe("busy");
    expect(heartIntent(sent, "P1")).toBe("remove");
  });
});

describe("state changes", () => {
  it("does not change the list before the service confirms", () => {
    const sent = wishlistReducer(loggedIn, { kind: "sent", pageId: "P2" });
    expect(sent.wishlist).toEqual(["P1"]);
    const failed = wishlistReducer(sent, { kind: "failed", pageId: "P2" });
    expect(failed).toEqual({ ...loggedIn, failed: ["P2"] });
    const added = wishlistReducer(sent, { kind: "confirmed", op: "add", pageId: "P2" });
    expect(added).toEqual({ ...loggedIn, wishlist: ["P1", "P2"] });
  });

  it("remembers a failure until the next try for that page", () => {
    const failed = wishlistReducer(wishlistReducer(loggedIn, { kind: "sent", pageId: "P2" }), {
      kind: "failed",
      pageId: "P2",
    });
    expect(heartIntent(failed, "P2")).toBe("add");
    const again = wishlistReducer(failed, { kind: "sent", pageId: "P2" });
    expect(again.failed).toEqual([]);
    expect(again.pending).toEqual(["P2"]);
    const twice = wishlistReducer(wishlistReducer(again, { kind: "failed", pageId: "P2" }), {
      kind: "failed",
      pageId: "P2",
    });
    expect(twice.failed).toEqual(["P2"]);
  });

  it("removes on a confirmed remove and never lists a page twice", () => {
    const removed = wishlistReducer(loggedIn, { kind: "confirmed", op: "remove", pageId: "P1" });
    expect(removed.wishlist).toEqual([]);
    const again = wishlistReducer(loggedIn, { kind: "confirmed", op: "add", pageId: "P1" });
    expect(again.wishlist).toEqual(["P1"]);
  });

  it("takes the loaded user", () => {
    const user = { userName: "B", wishlist: ["P9"] };
    expect(wishlistReducer(EMPTY_WISHLIST, { kind: "loaded", user })).toEqual({
      ...user,
      pending: [],
      failed: [],
    });
  });
});

describe("account links and labels", () => {
  it("adds ?lang=en in English and the way back to login and register", () => {
    const nl = accountLinks("https://account.example/", "nl", "https://site.example/a");
    expect(nl.login).toBe("https://account.example/login?return=https%3A%2F%2Fsite.example%2Fa");
    expect(nl.wishlist).toBe("https://account.example/wishlist");
    const en = accountLinks("https://account.example", "en");
    expect(en.register).toBe("https://account.example/register?lang=en");
    expect(en.wishlist).toBe("https://account.example/wishlist?lang=en");
  });

  it("replaces only the 'my account' entries with the name", () => {
    expect(menuLabel("7701", "Mijn account", "Anna")).toBe("Anna");
    expect(menuLabel("7702", "My account", "")).toBe("My account");
    expect(menuLabel("12", "Contact", "Anna")).toBe("Contact");
  });

  it("knows the sync cookie and the outcomes", () => {
    expect(hasSyncCookie("a=1; ta_account_sync=1")).toBe(true);
    expect(hasSyncCookie("ta_account_syncx=1")).toBe(false);
    expect(parseOutcome("added")).toBe("added");
    expect(parseOutcome("failed")).toBe("failed");
    expect(parseOutcome("<b>")).toBeNull();
  });
});
