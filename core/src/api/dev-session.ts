import * as z from "zod";
import { Id, Timestamp } from "../model/common";

/** `POST /api/__dev/session` (developer controls): act as this demo user. */
export const DevSessionRequest = z.object({ email: z.string().min(1) });
export type DevSessionRequest = z.infer<typeof DevSessionRequest>;

/** The session made for the acted-as user (the cookie is set too): its bearer token and when it ends. */
export const DevSessionResponse = z.object({ token: z.string(), expiresAt: Timestamp, userId: Id });
export type DevSessionResponse = z.infer<typeof DevSessionResponse>;
