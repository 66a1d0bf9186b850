// A field's error messages. Errors are i18n keys (see app/forms/schema-parts.ts); only the
// on-demand form chunks use this, so it stays out of the shared chunk.
import type { MessageKey } from "~/i18n/translate";
import { useTranslation } from "./shared";

export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p id={id} className="form-field__error">
      {errors.map((key) => t(key as MessageKey)).join(" ")}
    </p>
  );
}
