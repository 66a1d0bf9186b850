import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { AgendaView } from "~/models/agenda";
import {
  AGENDA_PARAMS,
  agendaSearch,
  GENRE_PARAM,
  isFiltered,
  normalizeSearch,
  SEARCH_PARAM,
} from "~/models/agenda-query";
import type { Locale } from "~/models/locale";
import { href } from "~/route-table.js";

/** Spec §2 Agenda: the live search waits 250 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 250;

type Props = {
  query: AgendaView["query"];
  genres: string[];
  count: number;
  total: number;
  locale: Locale;
  busy: boolean;
};

type FilterState = { q: string; genre: string; onSale: boolean };

/**
 * Search box, genre and 'on sale now' as a GET form: without JS it submits to the server, which
 * filters; with JS typing filters live (debounced) and the other fields apply at once. Every
 * filter lives in the address, so a filtered agenda can be shared.
 */
export function AgendaFilters({ query, genres, count, total, locale, busy }: Props) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const location = useLocation();
  const action = href("agenda", locale);
  const onSaleParam = AGENDA_PARAMS[locale].onSale;
  const [text, setText] = useState(query.q);
  const [genre, setGenre] = useState(query.genre ?? "");
  const [onSale, setOnSale] = useState(query.onSale);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);

  // The address changed from elsewhere (reset link, back button): show what it says. Not while
  // the visitor types, or the lower-cased text would overwrite theirs.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(query.q);
  }, [query.q]);
  useEffect(() => setGenre(query.genre ?? ""), [query.genre]);
  useEffect(() => setOnSale(query.onSale), [query.onSale]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (next: FilterState, replace: boolean) => {
    window.clearTimeout(timer.current);
    const search = agendaSearch(
      { q: normalizeSearch([next.q]), genre: next.genre || null, onSale: next.onSale },
      locale,
    );
    if (search === location.search) return;
    submit(new URLSearchParams(search), {
      method: "get",
      action,
      replace,
      preventScrollReset: true,
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ q: text, genre, onSale }, false);
  };

  return (
    <div className="agenda-filters-wrap">
      <Form
        method="get"
        action={action}
        role="search"
        aria-label={t("agenda.filters")}
        className="agenda-filters"
        onSubmit={onSubmit}
      >
        <div className="agenda-filters__field agenda-filters__field--search">
          <label htmlFor="agenda-q">{t("agenda.searchLabel")}</label>
          <input
            ref={input}
            id="agenda-q"
            type="search"
            name={SEARCH_PARAM}
            value={text}
            placeholder={t("agenda.searchPlaceholder")}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setText(value);
              window.clearTimeout(timer.current);
              timer.current = window.setTimeout(
                () => apply({ q: value, genre, onSale }, true),
                SEARCH_DEBOUNCE_MS,
              );
            }}
          />
        </div>
        <div className="agenda-filters__field">
          <label htmlFor="agenda-genre">{t("agenda.genreLabel")}</label>
          <select
            id="agenda-genre"
            name={GENRE_PARAM}
            value={genre}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setGenre(value);
              apply({ q: text, genre: value, onSale }, false);
            }}
          >
            <option value="">{t("agenda.allGenres")}</option>
            {genres.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="agenda-filters__check">
          <input
            id="agenda-on-sale"
            type="checkbox"
            name={onSaleParam}
            value="1"
            checked={onSale}
            onChange={(event) => {
              const value = event.currentTarget.checked;
              setOnSale(value);
              apply({ q: text, genre, onSale: value }, false);
            }}
          />
          <label htmlFor="agenda-on-sale">{t("agenda.onSaleLabel")}</label>
        </div>
        <button type="submit" className="button agenda-filters__submit">
          {t("agenda.submit")}
        </button>
      </Form>
      <div className="agenda-summary" aria-busy={busy}>
        <p className="agenda-summary__count" aria-live="polite">
          {t("agenda.count", { count })}
          {isFiltered(query) && count !== total ? ` ${t("agenda.countOf", { total })}` : ""}
        </p>
        {isFiltered(query) && (
          <Link to={action} className="agenda-summary__reset" preventScrollReset>
            {t("agenda.reset")}
          </Link>
        )}
      </div>
    </div>
  );
}
