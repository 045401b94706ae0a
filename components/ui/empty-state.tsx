import type { ReactNode } from "react";

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line bg-white/60 px-6 py-10 text-center text-muted">
      <svg aria-hidden viewBox="0 0 48 48" className="h-12 w-12 text-secondary/60">
        <path d="M24 40V22" stroke="currentColor" strokeWidth="3" strokeLinecap="round" fill="none" />
        <path d="M24 24c0-8 5-13 13-14 0 8-5 14-13 14zM24 29c0-7-4-11-11-12 0 7 4 12 11 12z" fill="currentColor" />
      </svg>
      <p>{children}</p>
      {action}
    </div>
  );
}
