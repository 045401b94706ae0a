"use client";

import { handleUnauthorized } from "./api";

/** Multipart upload with progress (fetch cannot report upload progress; XHR can). */
export function uploadWithProgress(
  url: string,
  form: FormData,
  { method = "POST", onProgress }: { method?: string; onProgress?: (fraction: number) => void } = {},
): Promise<{ ok: boolean; status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status === 401) void handleUnauthorized();
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        /* keep the raw text */
      }
      onProgress?.(1);
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.send(form);
  });
}
