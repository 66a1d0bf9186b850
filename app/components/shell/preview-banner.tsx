import { useTranslation } from "~/i18n/react";

export function PreviewBanner() {
  const { t } = useTranslation();
  return (
    <div className="preview-banner" role="status">
      {t("site.previewBanner")}
    </div>
  );
}
