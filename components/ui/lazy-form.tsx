"use client";

import { lazy, memo, Suspense, useCallback, useEffect, useLayoutEffect, useRef, type ComponentType } from "react";
import { noteChanged, noteTyped, pickedFiles, replayPicked, replayTyped, type Typed } from "@/app/_client/typed-before-hydration";

/** What wakes a form: any sign that the gardener is about to use it. */
const WAKERS = ["focusin", "pointerdown", "keydown", "input", "change", "submit", "click"] as const;

/**
 * A form whose code (react-hook-form, the form's own code) is fetched on the gardener's first focus
 * or touch instead of with the page (issue 33, docs/decisions/0219-form-library-on-first-interaction.md).
 *
 * The server renders the whole form; in the browser it stays that server HTML — fields take typing,
 * nothing runs — until something in it is focused, touched or typed into. Then its chunk is fetched
 * and React hydrates it in place (a Suspense boundary whose content waits: React keeps the server
 * HTML meanwhile). What was typed in the meantime is noted and given back to the form once it runs
 * (app/_client/typed-before-hydration.ts), and a file picker that holds files gets its `change` again
 * (a photo picked, or a tap on its label, wakes the form while it waits); a submit or a button press
 * made meanwhile is held and made again then, so it goes through the form's own checks (a submit button that its form keeps
 * disabled until it runs, marked `data-until-hydrated`, is enabled as soon as that hold is in place). A form the browser renders itself (a
 * client-side navigation, or React giving up on hydrating it) fetches its code at once: the
 * Suspense fallback asks for it.
 *
 * Props must be what a server component can pass (they are compared as JSON: an unchanged refresh
 * must not count as an update, or React would drop the server HTML of a form still waiting).
 * Call it in a client module, once per form.
 */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>) {
  let wake!: () => void;
  const woken = new Promise<void>((resolve) => (wake = resolve));
  const Lazy = lazy(async () => {
    if (typeof window !== "undefined") await woken; // the server renders it at once
    const Form = await load();
    function Running({ props, running }: { props: P; running: () => void }) {
      // After the form's own layout effects and refs (react-hook-form registers its fields there).
      useLayoutEffect(running, [running]);
      return <Form {...props} />;
    }
    return { default: Running };
  });

  function Wake() {
    useEffect(wake, []);
    return null;
  }

  function LazyForm(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const held = useRef({ mounted: false, live: false, typed: new Map() as Typed, submit: -1, press: null as HTMLElement | null });
    // New props for a form still waiting (a refresh that changed its data): React cannot hydrate a
    // boundary that changed, and would hold the refresh until it can, so its code is fetched now.
    if (held.current.mounted) wake();

    useEffect(() => {
      const el = box.current;
      const h = held.current;
      h.mounted = true;
      if (!el || h.live) return;
      noteChanged(h.typed, el); // typed before this script ran
      if (pickedFiles(el).length > 0) wake(); // a photo chosen before this script ran: its change is made again
      // A submit button kept disabled until the form runs (no native post before then) can be pressed
      // now: the press is held below. React sets it again as the form runs (enabled by then).
      for (const button of el.querySelectorAll<HTMLButtonElement>("button[data-until-hydrated]")) button.disabled = false;
      const on = (e: Event) => {
        if (h.live || !el.contains(e.target as Node)) return;
        wake();
        if (e.type === "input" || e.type === "change") noteTyped(h.typed, e.target);
        else if (e.type === "submit") {
          e.preventDefault(); // no native post (fields in a URL): the form's own submit, once it runs
          h.submit = [...el.querySelectorAll("form")].indexOf(e.target as HTMLFormElement);
        } else if (e.type === "click") {
          const button = (e.target as Element).closest?.("button");
          if (button && button.type !== "submit") h.press = button;
        }
      };
      // On the window, before React's own listener on the document: React stops an event aimed at
      // content it has not hydrated yet from going further.
      for (const type of WAKERS) window.addEventListener(type, on, true);
      return () => {
        for (const type of WAKERS) window.removeEventListener(type, on, true);
      };
    }, []);

    const running = useCallback(() => {
      const el = box.current;
      const h = held.current;
      if (h.live || !el) return;
      h.live = true;
      replayTyped(h.typed, el);
      replayPicked(el);
      const submit = h.submit >= 0 ? el.querySelectorAll("form")[h.submit] : undefined;
      const press = h.press?.isConnected ? h.press : null;
      // After the form's effects (its subscriptions) have run.
      if (submit || press)
        setTimeout(() => {
          submit?.requestSubmit();
          press?.click();
        });
    }, []);

    return (
      <div ref={box}>
        <Suspense fallback={<Wake />}>
          <Lazy props={props} running={running} />
        </Suspense>
      </div>
    );
  }

  return memo(LazyForm, (a, b) => JSON.stringify(a) === JSON.stringify(b));
}
