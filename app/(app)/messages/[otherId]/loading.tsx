import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  return (
    <div className="-mx-4 -mt-4 flex h-[calc(100dvh-7.25rem-env(safe-area-inset-bottom))] flex-col bg-cream md:mx-0 md:mt-0 md:h-[calc(100dvh-9rem)] md:rounded-2xl md:border md:border-line">
      <div className="flex h-14 items-center gap-3 border-b border-line bg-white/90 px-4">
        <span className="h-6 w-48 animate-pulse rounded-full bg-line/70" />
      </div>
      <div className="flex flex-1 items-center justify-center">
        <Spinner label="Loading the chat" />
      </div>
    </div>
  );
}
