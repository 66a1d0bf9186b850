import { useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

/** 'Laden...' while a client-side navigation waits for its loaders (spec §2 Catch-all). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && !navigation.formMethod;
  return (
    <div className="navigation-progress" role="status" aria-live="polite" data-loading={loading}>
      {loading ? t("redirect.loading") : ""}
    </div>
  );
}
