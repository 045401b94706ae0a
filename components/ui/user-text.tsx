import type { ElementType } from "react";
import { linkify } from "./linkify";

/**
 * Text a gardener wrote (titles, descriptions, messages, towns): its own direction (dir="auto", so
 * Arabic and Hebrew read right to left), long words and URLs wrapping inside the box, and web
 * addresses as links that pass no ranking or referrer (rel="nofollow ugc noopener noreferrer").
 */
export function UserText({ text, as: Tag = "span", links = false, className = "" }: { text: string; as?: ElementType; links?: boolean; className?: string }) {
  return (
    <Tag dir="auto" className={`user-text ${className}`}>
      {links
        ? linkify(text).map((p, i) =>
            p.href ? (
              <a key={i} href={p.href} target="_blank" rel="nofollow ugc noopener noreferrer" className="underline underline-offset-2">
                {p.text}
              </a>
            ) : (
              p.text
            ),
          )
        : text}
    </Tag>
  );
}
