import { mintViewer, type Viewer } from "@/lib/viewer";

/**
 * A signed-in caller for tests and benches, without a session row: what verifyToken would return
 * for this user (a confirmed address unless `verified: false`, issue 29). Only tests and benches may make a Viewer this way (test/architecture.test.ts).
 */
export function testViewer(u: { id: number; username?: string; sessionId?: string; isModerator?: boolean; verified?: boolean }): Viewer {
  return mintViewer({ username: `user${u.id}`, sessionId: "test", verified: true, ...u });
}
