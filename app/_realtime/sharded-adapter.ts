import type { createClient } from "redis";
import { ClusterAdapter, MessageType, type BroadcastOptions, type ClusterMessage, type ClusterResponse, type Room } from "socket.io-adapter";
import type { Namespace } from "socket.io";

type RedisClient = ReturnType<typeof createClient>;
/** A message before the cluster adapter stamps it with this instance and namespace. */
type Outgoing = ClusterMessage extends infer M ? (M extends unknown ? Omit<M, "uid" | "nsp"> : never) : never;

/** The longest a presence question waits for Redis (a stalled link must not hold a send). */
const PRESENCE_WAIT_MS = 500;

/**
 * Socket.IO's link between instances over Redis 7 sharded pub/sub (decision 0215). It follows
 * @socket.io/redis-adapter's `createShardedAdapter` in "dynamic" mode (the same channel names:
 * `<prefix>#<nsp>#` for everything, `<prefix>#<nsp>#<room>#` per room), with the changes this app needs:
 *
 * - Only rooms `ownChannel` accepts (the user rooms) get their own channel, which an instance
 *   subscribes while it holds at least one socket in that room: a message to a user reaches only the
 *   instances where that user is connected. Other rooms (sessions) and the rest (resync to all,
 *   fetchSockets, disconnects of a session) use the common channel, as before.
 * - One emit to several user rooms (`publish([receiver, sender], ...)`) is one publish per room, not one
 *   on the common channel: a socket is in exactly one user room, so no socket gets it twice.
 * - This instance's own sockets are served first and the publish is never awaited (the library's
 *   ClusterAdapter awaits it, so with Redis down even local delivery and logouts would wait for it;
 *   decision 0203). While the link is down nothing is published: Redis would drop it anyway, and the
 *   resync on return makes up for it.
 * - `liveAnywhere(room)`: whether some instance holds the room, from the subscriber count of its
 *   channel (PUBSUB SHARDNUMSUB): one Redis command instead of fetchSockets' question to every instance.
 */
export function createShardedAdapter(pub: RedisClient, sub: RedisClient, opts: { prefix: string; ownChannel: (room: Room) => boolean }) {
  return function (nsp: Namespace) {
    return new ShardedAdapter(nsp, pub, sub, opts);
  };
}

export class ShardedAdapter extends ClusterAdapter {
  private readonly channel: string;
  private readonly responseChannel: string;
  private readonly handler = (raw: string, channel: string) => this.onRaw(raw, channel);
  /** How this instance's own publishes begin (`encode`). */
  private readonly ownPrefix: string;

  constructor(
    nsp: Namespace,
    private readonly pub: RedisClient,
    private readonly sub: RedisClient,
    private readonly opts: { prefix: string; ownChannel: (room: Room) => boolean },
  ) {
    super(nsp);
    this.channel = `${opts.prefix}#${nsp.name}#`;
    this.responseChannel = `${this.channel}${this.uid}#`;
    this.ownPrefix = `{"uid":${JSON.stringify(this.uid)},`;
    void this.sub.sSubscribe([this.channel, this.responseChannel], this.handler);
    // A room exists here from its first socket to its last: subscribed only meanwhile.
    this.on("create-room", (room: Room) => {
      if (this.opts.ownChannel(room)) void this.sub.sSubscribe(this.roomChannel(room), this.handler);
    });
    this.on("delete-room", (room: Room) => {
      if (this.opts.ownChannel(room)) void this.sub.sUnsubscribe(this.roomChannel(room), this.handler);
    });
  }

  private roomChannel(room: Room) {
    return `${this.channel}${room}#`;
  }

  /** The channel of a message: its room's own one when it concerns exactly one such room and nobody waits for answers. */
  private channelOf(message: ClusterMessage): string {
    if ((message.type === MessageType.BROADCAST && message.data.requestId === undefined) || message.type === MessageType.DISCONNECT_SOCKETS) {
      const { rooms, except } = message.data.opts;
      if (rooms.length === 1 && except.length === 0 && this.opts.ownChannel(rooms[0])) return this.roomChannel(rooms[0]);
    }
    return this.channel;
  }

  /**
   * JSON with the sender's uid first: Redis hands a publish to every subscriber of its channel, this
   * instance too when it holds the room (the sender's own room, every message), and `onRaw` drops those
   * by their first bytes instead of parsing them.
   */
  private encode(message: ClusterMessage | ClusterResponse) {
    const { uid, ...rest } = message;
    return JSON.stringify({ uid, ...rest });
  }

  override doPublish(message: ClusterMessage): Promise<string> {
    return this.pub.sPublish(this.channelOf(message), this.encode(message)).then(() => "");
  }

  override doPublishResponse(requesterUid: string, response: ClusterResponse): Promise<void> {
    return this.pub.sPublish(`${this.channel}${requesterUid}#`, this.encode(response)).then(() => undefined);
  }

  /** Fire and forget, only while the link is up (see above); a failure is logged, never thrown. */
  private send(message: Outgoing) {
    if (!this.pub.isReady) return;
    // The client's wrapper (socket-server.ts `answered`) logs a failure.
    this.publishAndReturnOffset(message as ClusterMessage).catch(() => undefined);
  }

  private static encode(opts: BroadcastOptions) {
    return { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags ?? {} };
  }

  override broadcast(packet: unknown, opts: BroadcastOptions): Promise<void> {
    const local = { ...opts, flags: { ...opts.flags, local: true } };
    if (!opts.flags?.local) {
      const rooms = [...opts.rooms];
      const perRoom = rooms.length > 1 && !opts.except?.size && rooms.every(this.opts.ownChannel);
      // Encoded before the local write, which sets packet.nsp (the same on every instance anyway).
      for (const group of perRoom ? rooms.map((r) => new Set([r])) : [opts.rooms])
        this.send({ type: MessageType.BROADCAST, data: { packet, opts: ShardedAdapter.encode({ ...opts, rooms: group }) } });
    }
    return super.broadcast(packet, local);
  }

  override addSockets(opts: BroadcastOptions, rooms: Room[]): Promise<void> {
    if (!opts.flags?.local) this.send({ type: MessageType.SOCKETS_JOIN, data: { opts: ShardedAdapter.encode(opts), rooms } });
    return super.addSockets({ ...opts, flags: { ...opts.flags, local: true } }, rooms);
  }

  override delSockets(opts: BroadcastOptions, rooms: Room[]): Promise<void> {
    if (!opts.flags?.local) this.send({ type: MessageType.SOCKETS_LEAVE, data: { opts: ShardedAdapter.encode(opts), rooms } });
    return super.delSockets({ ...opts, flags: { ...opts.flags, local: true } }, rooms);
  }

  override disconnectSockets(opts: BroadcastOptions, close: boolean): Promise<void> {
    if (!opts.flags?.local) this.send({ type: MessageType.DISCONNECT_SOCKETS, data: { opts: ShardedAdapter.encode(opts), close } });
    return super.disconnectSockets({ ...opts, flags: { ...opts.flags, local: true } }, close);
  }

  /** Instances listening (fetchSockets and acknowledged server-side emits wait for this many answers). */
  override async serverCount(): Promise<number> {
    // Link down: this instance alone (fetchSockets then answers from its own sockets, at once).
    if (!this.pub.isReady) return 1;
    return this.subscribers(this.channel);
  }

  /**
   * Whether a socket of this room is connected to some instance: here, or an instance subscribed to
   * its channel. With the link down (or slow), what this instance knows: its own sockets only.
   */
  async liveAnywhere(room: Room): Promise<boolean> {
    if (this.rooms.has(room)) return true;
    if (!this.opts.ownChannel(room) || !this.pub.isReady) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<number>((resolve) => (timer = setTimeout(() => resolve(0), PRESENCE_WAIT_MS)));
    try {
      return (await Promise.race([this.subscribers(this.roomChannel(room)), late])) > 0;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private async subscribers(channel: string): Promise<number> {
    const reply = (await this.pub.sendCommand(["PUBSUB", "SHARDNUMSUB", channel])) as [string, number | string];
    return Number(reply[1]);
  }

  private onRaw(raw: string, channel: string) {
    if (raw.startsWith(this.ownPrefix)) return;
    let message: ClusterMessage | ClusterResponse;
    try {
      message = JSON.parse(raw) as ClusterMessage | ClusterResponse;
    } catch {
      return;
    }
    if (channel === this.responseChannel) this.onResponse(message as ClusterResponse);
    else this.onMessage(message as ClusterMessage);
  }

  override close(): Promise<void> {
    const channels = [this.channel, this.responseChannel];
    for (const room of this.rooms.keys()) if (this.opts.ownChannel(room)) channels.push(this.roomChannel(room));
    return this.sub.sUnsubscribe(channels, this.handler).catch(() => undefined);
  }
}
