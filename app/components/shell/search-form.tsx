import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { normalizeQuery } from "~/models/search/search-query";
import { Icon } from "../ui/icon";

/**
 * The search box of the search screen: a plain GET form without JavaScript (the server renders
 * the results); with JavaScript the text is normalised before it goes into q, an empty box
 * clears q, and a new search is ignored while one is still running (spec §2 Search).
 */
export function SearchForm({ query, action }: { query: string; action: string }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const input = useRef<HTMLInputElement>(null);
  // Marks the form as taken over by JavaScript (tests wait for it; before that it is plain HTML).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  // Show the query as the server understood it (trimmed, lower-cased) once results arrive,
  // without remounting the input so keyboard focus stays where it was.
  useEffect(() => {
    if (input.current && input.current.value !== query) input.current.value = query;
  }, [query]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (navigation.state !== "idle") return;
    const value = normalizeQuery(String(new FormData(event.currentTarget).get("q") ?? ""));
    submit(value === "" ? {} : { q: value }, { method: "get", action });
  };

  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={t("search.formLabel")}
      className="search-form"
      data-enhanced={enhanced}
      onSubmit={onSubmit}
    >
      <label htmlFor="search-q" className="search-form__label">
        {t("search.inputLabel")}
      </label>
      <div className="search-form__row">
        <input
          ref={input}
          id="search-q"
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={1000}
        />
        <button type="submit" className="button search-form__submit">
          <Icon name="search" width={20} />
          <span>{t("search.submit")}</span>
        </button>
      </div>
    </Form>
  );
}
