/**
 * Every socket feature (the socket doors), registered with the Socket.IO server when server.ts (or
 * the chat bench's instance) imports this module. Add a feature's registration here.
 */
import { registerSocketFeature } from "@/app/_realtime/socket-server";
import { chatFeature } from "./chat";
import { glutsFeature } from "./gluts";

registerSocketFeature(chatFeature);
registerSocketFeature(glutsFeature);
