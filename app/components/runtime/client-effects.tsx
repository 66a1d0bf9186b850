import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { normalizeReferral } from "~/models/sales/referral";

/** Mirrors the referral code to sessionStorage for client-side sales links (spec §9.4). */
export function useReferralMirror() {
  const { search } = useLocation();
  useEffect(() => {
    const code = normalizeReferral(new URLSearchParams(search).get("r"));
    if (!code) return;
    try {
      window.sessionStorage.setItem("referralCode", code);
    } catch {
      // Storage can be disabled or full; the server-side cookie still carries the code.
    }
  }, [search]);
}
