import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Locale } from "~/models/http/locale";
import { href } from "~/route-table.js";
import type { AgendaView } from "~/views/agenda/agenda";
import {
  DATE_PERIODS,
  type DateChoice,
  type DatePeriod,
  isPeriod,
  PERIOD_WORDS,
  parseDay,
} from "~/views/agenda/agenda-dates";
import {
  AGENDA_PARAMS,
  type AgendaFilter,
  agendaSearch,
  GENRE_PARAM,
  isFiltered,
  normalizeSearch,
  panelFilterCount,
  SEARCH_PARAM,
} from "~/views/agenda/agenda-query";
import { useFilterPanel } from "./agenda-filter-panel";

/** Spec §2 Agenda: the live search waits 250 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 250;

type Props = Pick<
  AgendaView,
  "query" | "genres" | "tags" | "halls" | "days" | "count" | "total"
> & {
  locale: Locale;
  busy: boolean;
};

type FilterState = Omit<AgendaFilter, "genre" | "hall"> & { genre: string; hall: string };

const PERIOD_TEXT: Record<
  DatePeriod,
  "agenda.today" | "agenda.thisWeek" | "agenda.thisWeekend" | "agenda.next7Days"
> = {
  today: "agenda.today",
  week: "agenda.thisWeek",
  weekend: "agenda.thisWeekend",
  next7: "agenda.next7Days",
};

const stateOf = (query: AgendaFilter): FilterState => ({
  ...query,
  genre: query.genre ?? "",
  hall: query.hall ?? "",
});

/**
 * Search box, genre, hall, date, tags and 'on sale now' as a GET form: without JS it submits to
 * the server, which filters; with JS typing filters live (debounced) and the other fields apply
 * at once. Every filter lives in the address, so a filtered agenda can be shared. Beside the
 * search box the fields sit in a panel that a phone shows folded, its toggle saying how many
 * are in use, so the first performances are on the first screen.
 */
export function AgendaFilters(props: Props) {
  const { query, genres, tags, halls, days, count, total, locale, busy } = props;
  const { t } = useTranslation();
  const submit = useSubmit();
  const location = useLocation();
  const action = href("agenda", locale);
  const names = AGENDA_PARAMS[locale];
  const [text, setText] = useState(query.q);
  const [state, setState] = useState<FilterState>(() => stateOf(query));
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const panel = useFilterPanel();

  // The address changed from elsewhere (reset link, back button): show what it says. Not while
  // the visitor types, or the lower-cased text would overwrite theirs.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(query.q);
  }, [query.q]);
  // The other fields follow the address the same way (the key says when it changed).
  const queryKey = agendaSearch({ ...query, q: "" }, locale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query
  useEffect(() => setState(stateOf(query)), [queryKey]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (next: FilterState, replace: boolean) => {
    window.clearTimeout(timer.current);
    const search = agendaSearch(
      { ...next, q: normalizeSearch([next.q]), genre: next.genre || null, hall: next.hall || null },
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

  // Selects and boxes apply at once; typing (the search text, a day) waits for a pause.
  const change = (patch: Partial<FilterState>, wait = false) => {
    const next = { ...state, ...patch, q: patch.q ?? text };
    setState(next);
    window.clearTimeout(timer.current);
    if (wait) timer.current = window.setTimeout(() => apply(next, true), SEARCH_DEBOUNCE_MS);
    else apply(next, false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ ...state, q: text }, false);
    panel.fold();
  };

  const period = state.when && isPeriod(state.when) ? state.when : null;
  const day = state.when && !isPeriod(state.when) ? state.when : "";
  const active = panelFilterCount(state);

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
              change({ q: value }, true);
            }}
          />
        </div>
        <details
          className="agenda-filters__more"
          open={panel.open}
          onToggle={(event) => panel.setOpen(event.currentTarget.open)}
        >
          <summary ref={panel.summary} className="agenda-filters__toggle">
            {t("agenda.filterToggle")}
            {active > 0 && (
              <>
                {" "}
                <span className="agenda-filters__active">
                  {t("agenda.filtersActive", { count: active })}
                </span>
              </>
            )}
          </summary>
          <div className="agenda-filters__panel">
            <div className="agenda-filters__field">
              <label htmlFor="agenda-genre">{t("agenda.genreLabel")}</label>
              <select
                id="agenda-genre"
                name={GENRE_PARAM}
                value={state.genre}
                onChange={(event) => change({ genre: event.currentTarget.value })}
              >
                <option value="">{t("agenda.allGenres")}</option>
                {genres.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            {halls.length > 0 && (
              <div className="agenda-filters__field">
                <label htmlFor="agenda-hall">{t("agenda.hallLabel")}</label>
                <select
                  id="agenda-hall"
                  name={names.hall}
                  value={state.hall}
                  onChange={(event) => change({ hall: event.currentTarget.value })}
                >
                  <option value="">{t("agenda.allHalls")}</option>
                  {halls.map((hall) => (
                    <option key={hall.id} value={hall.id}>
                      {hall.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <fieldset className="agenda-filters__group agenda-filters__group--when">
              <legend>{t("agenda.whenLegend")}</legend>
              <div className="agenda-filters__field">
                <label htmlFor="agenda-period">{t("agenda.periodLabel")}</label>
                <select
                  id="agenda-period"
                  name={names.period}
                  value={period ? PERIOD_WORDS[locale][period] : ""}
                  aria-describedby="agenda-when-hint"
                  onChange={(event) => {
                    const word = event.currentTarget.value;
                    const picked =
                      DATE_PERIODS.find((p) => PERIOD_WORDS[locale][p] === word) ?? null;
                    change({ when: picked });
                  }}
                >
                  <option value="">{t("agenda.anyDate")}</option>
                  {DATE_PERIODS.map((p) => (
                    <option key={p} value={PERIOD_WORDS[locale][p]}>
                      {t(PERIOD_TEXT[p])}
                    </option>
                  ))}
                </select>
              </div>
              <div className="agenda-filters__field">
                <label htmlFor="agenda-day">{t("agenda.dayLabel")}</label>
                <input
                  id="agenda-day"
                  type="date"
                  name={names.day}
                  value={day}
                  min={days?.first}
                  max={days?.last}
                  onChange={(event) => {
                    const picked: DateChoice | null = parseDay(event.currentTarget.value);
                    // An unfinished day changes nothing yet; clearing the field drops the day.
                    if (picked || event.currentTarget.value === "") change({ when: picked }, true);
                  }}
                />
              </div>
              <p id="agenda-when-hint" className="agenda-filters__hint">
                {t("agenda.whenHint")}
              </p>
            </fieldset>
            {tags.length > 0 && (
              <fieldset className="agenda-filters__group agenda-filters__group--tags">
                <legend>{t("agenda.tagsLegend")}</legend>
                {tags.map((tag, index) => (
                  <div className="agenda-filters__check" key={tag}>
                    <input
                      id={`agenda-tag-${index}`}
                      type="checkbox"
                      name={names.tag}
                      value={tag}
                      checked={state.tags.includes(tag)}
                      onChange={(event) =>
                        change({
                          tags: event.currentTarget.checked
                            ? [...state.tags, tag]
                            : state.tags.filter((other) => other !== tag),
                        })
                      }
                    />
                    <label htmlFor={`agenda-tag-${index}`}>{tag}</label>
                  </div>
                ))}
              </fieldset>
            )}
            <div className="agenda-filters__check agenda-filters__check--on-sale">
              <input
                id="agenda-on-sale"
                type="checkbox"
                name={names.onSale}
                value="1"
                checked={state.onSale}
                onChange={(event) => change({ onSale: event.currentTarget.checked })}
              />
              <label htmlFor="agenda-on-sale">{t("agenda.onSaleLabel")}</label>
            </div>
            <button type="submit" className="button agenda-filters__submit">
              {t("agenda.submit")}
            </button>
          </div>
        </details>
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
