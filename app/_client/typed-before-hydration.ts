/**
 * What the gardener typed into a server-rendered form before its code arrived, and giving it back to
 * the form once React has taken the form over (components/ui/lazy-form.tsx, decision 0219).
 *
 * React keeps a typed value when it hydrates an input, but react-hook-form's `register` then writes
 * its default value into the field, and a controlled input (the wish list's) is put back to its state
 * on the next render. So the values are noted as they are typed (and once, for what was typed before
 * any script ran) and replayed afterwards as if typed again: the field gets the value and React's
 * onChange runs, which is how the form's own state learns it. Fields are found again by id (useId is
 * the same on the server and in the browser) or name. A file picker keeps its files (React does not
 * touch them while hydrating): its `change` is made again instead (replayPicked).
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type Typed = Map<string, string | boolean>;

const isControl = (el: EventTarget | null): el is Control => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
const checkable = (el: Control): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");

function keyOf(el: Control): string | null {
  if (el instanceof HTMLInputElement && (el.type === "file" || el.type === "hidden")) return null;
  if (el instanceof HTMLInputElement && el.type === "radio") return el.name ? `radio ${el.name}` : null;
  return el.id ? `#${el.id}` : el.name ? `@${el.name}` : null;
}

/** Notes one field's current value (called on its input and change events). */
export function noteTyped(typed: Typed, target: EventTarget | null) {
  if (!isControl(target)) return;
  const key = keyOf(target);
  if (!key) return;
  if (target instanceof HTMLInputElement && target.type === "radio") {
    if (target.checked) typed.set(key, target.value);
  } else typed.set(key, checkable(target) ? target.checked : target.value);
}

/** Notes every field whose value differs from what the server rendered: typed before any script ran. */
export function noteChanged(typed: Typed, box: HTMLElement) {
  for (const el of box.querySelectorAll<Control>("input, textarea, select")) {
    const changed = checkable(el)
      ? el.checked !== el.defaultChecked
      : el instanceof HTMLSelectElement
        ? [...el.options].some((o) => o.selected !== o.defaultSelected)
        : el.value !== el.defaultValue;
    if (changed) noteTyped(typed, el);
  }
}

function find(box: HTMLElement, key: string, value: string | boolean): Control | null {
  const sel = key.startsWith("radio ")
    ? `input[type=radio][name="${CSS.escape(key.slice(6))}"][value="${CSS.escape(String(value))}"]`
    : key.startsWith("#")
      ? `#${CSS.escape(key.slice(1))}`
      : `[name="${CSS.escape(key.slice(1))}"]`;
  const el = box.querySelector(sel);
  return isControl(el) ? el : null;
}

/**
 * Gives each noted value back as if typed: React tracks the value it last saw on the element (it
 * wraps the element's own `value` / `checked` property), so the field is first set through that
 * wrapper to something else and then, past it, to the typed value; the event that follows is a
 * change to React, and the form's onChange (react-hook-form's, or the component's) takes it.
 */
export function replayTyped(typed: Typed, box: HTMLElement) {
  for (const [key, value] of typed) {
    const el = find(box, key, value);
    if (!el || el.disabled) continue;
    if (checkable(el)) {
      const want = el.type === "radio" ? true : value === true;
      el.checked = !want;
      el.click();
      continue;
    }
    const text = String(value);
    if (el instanceof HTMLSelectElement) {
      el.value = text; // React reads a select on every change event
      el.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    el.value = text === "" ? " " : "";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set?.call(el, text);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }
  typed.clear();
}

/** File pickers holding files (chosen in the browser's picker, or set by a test, before the form ran). */
export function pickedFiles(box: HTMLElement): HTMLInputElement[] {
  return [...box.querySelectorAll<HTMLInputElement>("input[type=file]")].filter((el) => (el.files?.length ?? 0) > 0);
}

/**
 * Makes a file picker's `change` again so the form's onChange (its preview, its upload) takes the files
 * chosen before it ran: React handles a file input's change event as it comes (no value tracker).
 */
export function replayPicked(box: HTMLElement) {
  for (const el of pickedFiles(box)) if (!el.disabled) el.dispatchEvent(new Event("change", { bubbles: true }));
}
