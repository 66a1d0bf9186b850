// A field's error messages. Errors are i18n keys (see app/forms/parts/messages.ts); only the
// on-demand form chunks use this, so it stays out of the shared chunk. A change of message while
// a pointer is held down waits for its release (see pointer-press.ts), so it cannot move the
// control being pressed.
import { useEffect, useReducer, useRef } from "react";
import { messageText } from "~/forms/parts/messages";
import { useTranslation } from "~/i18n/react";
import { afterRelease, pointerPressed, trackPresses } from "../runtime/pointer-press";

/** The text to draw: the current one, or during a press the one drawn before it. */
function useSteadyText(text: string): string {
  const drawn = useRef(text);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  if (text !== drawn.current && !pointerPressed()) drawn.current = text;
  const held = text !== drawn.current;
  useEffect(trackPresses, []);
  useEffect(() => (held ? afterRelease(redraw) : undefined), [held]);
  return drawn.current;
}

export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t, i18n } = useTranslation();
  const text = useSteadyText(
    (errors ?? []).map((message) => messageText(message, t, i18n.language)).join(" "),
  );
  if (text === "") return null;
  return (
    <p id={id} className="form-field__error">
      {text}
    </p>
  );
}
