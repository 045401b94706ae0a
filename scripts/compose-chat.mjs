// A chat across two instances (deploy/compose.yml, run by .ci/container): rosie's socket on instance 1,
// basil's on instance 2; a message sent on one socket must reach the other gardener live (through
// Redis), and one posted through the proxy must reach rosie on instance 1. Logins go through the proxy.
// Usage: node scripts/compose-chat.mjs <proxy url> <instance 1 url> <instance 2 url>   (exit 1 on failure)
import { io } from "socket.io-client";

const [front, one, two] = process.argv.slice(2);
if (!front || !one || !two) {
  console.error("usage: node scripts/compose-chat.mjs <proxy url> <instance 1 url> <instance 2 url>");
  process.exit(2);
}

async function login(name) {
  const r = await fetch(`${front}/api/auth/login`, { method: "POST", body: new URLSearchParams({ username: `${name}@gardenswap.test`, password: "gardenswap123" }) });
  if (!r.ok) throw new Error(`login ${name}: ${r.status} ${await r.text()}`);
  const j = await r.json();
  return { token: j.access_token, id: j.user.id };
}

function connect(url, token) {
  const socket = io(url, { path: "/socket.io", transports: ["websocket"], auth: { token }, reconnection: false, timeout: 10_000 });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (e) => reject(new Error(`socket to ${url}: ${e.message}`)));
  });
}

/** Resolves with the first new_message whose content is `content`, or rejects after 10 s. */
function arrival(socket, content) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`"${content}" never arrived live`)), 10_000);
    socket.on("new_message", (m) => {
      if (m.content !== content) return;
      clearTimeout(timer);
      resolve(m);
    });
  });
}

const tag = Date.now().toString(36);
const rosie = await login("rosie");
const basil = await login("basil");
const rosieOnOne = await connect(one, rosie.token);
const basilOnTwo = await connect(two, basil.token);

const first = `Across instances ${tag}: are the beans still there?`;
const seen = arrival(basilOnTwo, first);
const t0 = Date.now();
const ack = await rosieOnOne.timeout(10_000).emitWithAck("send_message", { receiver_id: basil.id, content: first, client_id: `compose-${tag}-1` });
if (!ack || ack.error || ack.status >= 400) throw new Error(`send_message refused: ${JSON.stringify(ack)}`);
await seen;
console.log(`instance 1 → instance 2: basil saw rosie's message live after ${Date.now() - t0} ms`);

const second = `Through the proxy ${tag}: yes, come by`;
const back = arrival(rosieOnOne, second);
const t1 = Date.now();
const posted = await fetch(`${front}/api/messages`, {
  method: "POST",
  headers: { authorization: `Bearer ${basil.token}`, "content-type": "application/json" },
  body: JSON.stringify({ receiver_id: rosie.id, content: second, client_id: `compose-${tag}-2` }),
});
if (!posted.ok) throw new Error(`POST /api/messages: ${posted.status} ${await posted.text()}`);
await back;
console.log(`proxy → instance 1: rosie saw basil's reply live after ${Date.now() - t1} ms`);

rosieOnOne.close();
basilOnTwo.close();
console.log("chat across instances ok");
process.exit(0);
