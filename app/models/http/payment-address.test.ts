import { describe, expect, it } from "vitest";
import { allowedPaymentAddress, isPaymentHostEntry, paymentOrigins } from "./payment-address";

describe("payment addresses", () => {
  it("allows an entry's host on its own port only: 443 unless the entry names one", () => {
    const origins = paymentOrigins(["pay.example", "psp.example:8443"]);
    expect(origins).toEqual(["https://pay.example", "https://psp.example:8443"]);
    expect(allowedPaymentAddress("https://pay.example/checkout?id=1", origins)).toBe(
      "https://pay.example/checkout?id=1",
    );
    expect(allowedPaymentAddress("https://PAY.example:443/x", origins)).toBe(
      "https://pay.example/x",
    );
    expect(allowedPaymentAddress("https://psp.example:8443/x", origins)).toBe(
      "https://psp.example:8443/x",
    );
    for (const refused of [
      "https://pay.example:8443/x",
      "https://psp.example/x",
      "http://pay.example/x",
      "https://pay.example.evil.example/x",
      "https://evil.example/?https://pay.example",
      "javascript:alert(1)",
      "/betaling",
      null,
    ]) {
      expect(allowedPaymentAddress(refused, origins)).toBeNull();
    }
  });

  it("lets a localhost entry (the demo CMS) use plain http on its port, and no other", () => {
    const origins = paymentOrigins(["localhost:3001"]);
    expect(origins).toEqual(["https://localhost:3001", "http://localhost:3001"]);
    expect(allowedPaymentAddress("http://localhost:3001/betaling?ref=1", origins)).not.toBeNull();
    expect(allowedPaymentAddress("http://localhost:3002/betaling", origins)).toBeNull();
    expect(allowedPaymentAddress("http://localhost/betaling", origins)).toBeNull();
    expect(paymentOrigins(["localhost.evil.example"])).toEqual(["https://localhost.evil.example"]);
  });

  it("takes a host with an optional port as an entry, nothing else", () => {
    for (const entry of ["pay.example", "pay.example:8443", "localhost:3001", "[::1]:8080"]) {
      expect(isPaymentHostEntry(entry)).toBe(true);
    }
    for (const entry of [
      "https://pay.example",
      "pay.example/x",
      "user@pay.example",
      "pay.example:99999",
      "pay.example:",
      "pay example",
    ]) {
      expect(isPaymentHostEntry(entry)).toBe(false);
    }
  });
});
