// One field of a drawn form, and the grouping of fields into fieldsets and rows. `live` is true
// once JavaScript runs: only then are conditions applied, so without JS every field is there.
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { confirmFieldOf } from "~/forms/parts/amount-rule";
import type { ConditionChannels } from "~/forms/parts/condition-channels";
import { conditionHolds, type FieldSpec, type FieldValues, type Label } from "~/forms/parts/fields";
import { todayInAmsterdam } from "~/forms/parts/schema-parts";
import { useTranslation } from "~/i18n/react";
import type { MessageKey } from "~/i18n/translate";
import { formatCents } from "~/models/text/euro";
import { AmountControl } from "./amount-control";
import { FieldErrors } from "./field-errors";
import { RequiredMark } from "./form-parts";

type Meta = FieldMetadata<string>;
type Common = { values: FieldValues; live: boolean; channels: ConditionChannels };

export function useLabel() {
  const { t, i18n } = useTranslation();
  return (label: Label): string => {
    if (typeof label === "string") return t(label as MessageKey);
    return "text" in label ? label.text : label[i18n.language];
  };
}

const sameKey = (a: Label | undefined, b: Label | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Consecutive runs of items sharing a key, in order. */
function runs<T>(items: readonly T[], key: (item: T) => unknown, same = Object.is) {
  const out: T[][] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last?.[0] !== undefined && same(key(last[0]), key(item))) last.push(item);
    else out.push([item]);
  }
  return out;
}

export function FieldSection({
  fields,
  metadata,
  ...common
}: { fields: readonly FieldSpec[]; metadata: Record<string, Meta> } & Common) {
  const label = useLabel();
  const field = (spec: FieldSpec) => (
    <Field
      key={spec.name}
      spec={spec}
      meta={metadata[spec.name]}
      // An amount's confirmation box is posted under a name of its own.
      confirmMeta={spec.kind === "amount" ? metadata[confirmFieldOf(spec.name)] : undefined}
      {...common}
    />
  );
  const rows = (group: FieldSpec[]) =>
    runs(group, (field) => field.row ?? field.name).map((row) =>
      row.length === 1 && row[0] ? (
        field(row[0])
      ) : (
        <div className="form-row" key={row.map((f) => f.name).join()}>
          {row.map(field)}
        </div>
      ),
    );
  return (
    <>
      {runs(fields, (field) => field.group, sameKey).map((group) => {
        const legend = group[0]?.group;
        if (!legend) return rows(group);
        return (
          <fieldset className="form-group" key={group.map((f) => f.name).join()}>
            <legend>{label(legend)}</legend>
            {rows(group)}
          </fieldset>
        );
      })}
    </>
  );
}

function Field({
  spec,
  meta,
  confirmMeta,
  values,
  live,
  channels,
}: { spec: FieldSpec; meta: Meta | undefined; confirmMeta?: Meta } & Common) {
  const { t, i18n } = useTranslation();
  const label = useLabel();
  if (!meta) return null;
  const required =
    spec.required === true ||
    (spec.requiredWhen !== undefined && live && conditionHolds(spec.requiredWhen, values));
  // Without JavaScript CSS hides what does not apply (condition channels in forms.css) and the
  // server drops it;
  // with it, a field that does not apply is also disabled, so it is not even posted.
  const shown = !live || conditionHolds(spec.showWhen, values);
  const enabled = !live || (shown && conditionHolds(spec.enableWhen, values));
  // An amount's hint gives its range, the same numbers its schema holds it to.
  const range =
    spec.kind === "amount" && spec.amount
      ? t("amounts.range", {
          min: formatCents(spec.amount.min, i18n.language),
          max: formatCents(spec.amount.max, i18n.language),
        })
      : "";
  const hintText = [spec.hint ? label(spec.hint) : "", range].filter(Boolean).join(" ");
  const hintId = hintText ? `${meta.id}-hint` : undefined;
  const errors = meta.errors;
  const describedBy = [hintId, errors?.length ? meta.errorId : undefined].filter(Boolean).join(" ");
  const initial = meta.initialValue;
  const initialList = ([] as unknown[]).concat(initial ?? []).map(String);
  const input = {
    id: meta.id,
    name: meta.name,
    required,
    disabled: !enabled,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  const text = typeof initial === "string" ? initial : "";
  const placeholder = spec.placeholder && label(spec.placeholder);
  const hint = hintText && (
    <p id={hintId} className="form-field__hint">
      {hintText}
    </p>
  );
  const wrap = (control: ReactNode, choices = false) =>
    choices ? (
      <fieldset
        className={`form-field form-field--choices${spec.display === "flex" ? " form-field--flex" : ""}`}
        data-field={spec.name}
        {...channels.wrapper(spec)}
        disabled={!enabled}
        hidden={!shown}
        aria-describedby={describedBy || undefined}
      >
        <legend>
          {label(spec.label)}
          {required && <RequiredMark />}
        </legend>
        {hint}
        {control}
        <FieldErrors id={meta.errorId} errors={errors} />
      </fieldset>
    ) : (
      <div
        className="form-field"
        data-field={spec.name}
        {...channels.wrapper(spec)}
        hidden={!shown}
      >
        <label htmlFor={meta.id}>
          {label(spec.label)}
          {required && <RequiredMark />}
        </label>
        {hint}
        {control}
        <FieldErrors id={meta.errorId} errors={errors} />
      </div>
    );

  switch (spec.kind) {
    case "amount": {
      if (!spec.amount) return null;
      const confirmName = confirmFieldOf(spec.name);
      const typed = live ? values[spec.name] : text;
      const confirmed = live ? values[confirmName] : confirmMeta?.initialValue;
      return wrap(
        <AmountControl
          input={input}
          inputKey={meta.key}
          rule={spec.amount}
          initial={text}
          typed={typeof typed === "string" ? typed : ""}
          confirmed={typeof confirmed === "string" ? confirmed : ""}
          confirmName={confirmName}
          autoComplete={spec.autoComplete}
        />,
      );
    }
    case "textarea":
      return wrap(
        <textarea
          {...input}
          key={meta.key}
          rows={4}
          defaultValue={text}
          placeholder={placeholder}
        />,
      );
    case "select": {
      const choose = spec.defaultValue === undefined;
      // `required` is for a select that starts on an empty "choose" option: one whose first
      // option is a real choice always has a value, and the HTML standard forbids it there. The
      // requirement is still announced (the label shows it too).
      const startsOnChoice = !choose && (spec.options?.[0]?.value ?? "") !== "";
      const requirement =
        startsOnChoice && required ? { required: false, "aria-required": true as const } : {};
      return wrap(
        <select {...input} {...requirement} key={meta.key} defaultValue={text}>
          {choose && <option value="">{t("theatreForms.choose")}</option>}
          {spec.options?.map((option) => (
            <option
              key={option.value}
              value={option.value}
              data-cond={channels.control(spec.name, option.value)}
            >
              {label(option.label)}
            </option>
          ))}
        </select>,
      );
    }
    case "radio":
    case "checkboxes":
      return wrap(
        spec.options?.map((option, index) => (
          <label key={`${meta.key}-${option.value}`} className="form-choice">
            <input
              // The first choice carries the field's id: an error summary's link lands on it.
              id={index === 0 ? meta.id : undefined}
              type={spec.kind === "radio" ? "radio" : "checkbox"}
              name={meta.name}
              value={option.value}
              data-cond={channels.control(spec.name, option.value)}
              required={spec.kind === "radio" && required}
              disabled={!enabled}
              defaultChecked={initialList.includes(option.value)}
            />
            {label(option.label)}
          </label>
        )),
        true,
      );
    case "checkbox":
      return (
        <div
          className="form-field"
          data-field={spec.name}
          {...channels.wrapper(spec)}
          hidden={!shown}
        >
          <label className="form-choice">
            <input
              {...input}
              key={meta.key}
              type="checkbox"
              data-cond={channels.control(spec.name, "on")}
              defaultChecked={text !== ""}
            />
            <span>
              {label(spec.label)}
              {required && <RequiredMark />}
            </span>
          </label>
          {hint}
          <FieldErrors id={meta.errorId} errors={errors} />
        </div>
      );
    default:
      return wrap(
        <input
          {...input}
          key={meta.key}
          type={spec.kind}
          defaultValue={text}
          autoComplete={spec.autoComplete}
          placeholder={placeholder}
          inputMode={
            spec.kind === "number" ? (spec.step?.includes(".") ? "decimal" : "numeric") : undefined
          }
          min={spec.min === "today" ? todayInAmsterdam() : spec.min}
          max={spec.max}
          step={spec.step}
        />,
      );
  }
}
