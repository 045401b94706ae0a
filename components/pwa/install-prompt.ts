/**
 * Chrome's install offer (`beforeinstallprompt`), kept for the profile's "Install GardenSwap" card
 * (issue 31). Its own mini-infobar is suppressed: the app offers installing calmly, in the profile,
 * never on first load. sw-register.tsx starts listening on every page.
 */
export type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function listenForInstallPrompt() {
  const onPrompt = (e: Event) => {
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    listeners.forEach((l) => l());
  };
  const onInstalled = () => {
    deferred = null;
    listeners.forEach((l) => l());
  };
  window.addEventListener("beforeinstallprompt", onPrompt);
  window.addEventListener("appinstalled", onInstalled);
  return () => {
    window.removeEventListener("beforeinstallprompt", onPrompt);
    window.removeEventListener("appinstalled", onInstalled);
  };
}

export const installPrompt = () => deferred;
export function onInstallPromptChange(l: () => void) {
  listeners.add(l);
  return () => void listeners.delete(l);
}
/** Once used, Chrome's event cannot prompt again. */
export function forgetInstallPrompt() {
  deferred = null;
  listeners.forEach((l) => l());
}
