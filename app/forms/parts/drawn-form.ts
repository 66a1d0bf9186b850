// A form a content page shows: what the engine needs (definition) and what the renderer draws.
import type { MessageKey } from "~/i18n/translate";
import type { FieldSpec } from "./fields";
import type { FormDefinition } from "./form";

export type DrawnForm = {
  definition: FormDefinition;
  fields: readonly FieldSpec[];
  /** Shown in place of the form after success. */
  success: MessageKey;
  submit: MessageKey;
};
