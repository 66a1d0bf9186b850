import { useTranslation } from "react-i18next";

export function PreviewBanner() {
  const { t } = useTranslation();
  return (
    <div className="preview-banner" role="status">
      {t("site.previewBanner")}
    </div>
  );
}
