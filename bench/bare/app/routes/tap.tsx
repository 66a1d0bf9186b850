import { useState } from "react";

// The floor's control for the tap measurement (bench/tap.ts): a button that opens a short list,
// as the site's menu toggle does, with nothing else on the page. Its own route, so the floor's
// home page and its JavaScript stay as they were.
const ITEMS = ["Agenda", "News", "Visit", "About"];

export default function Tap() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Bare Remix page</h1>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? "Close" : "Menu"}
      </button>
      {open && (
        <ul>
          {ITEMS.map((item) => (
            <li key={item}>
              <a href={`#${item}`}>{item}</a>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
