// What the other resources, the admin API and the Worker's entry may use of the live desk (docs/decisions/053).
export { Desk, deskResumeSchema, type DeskResume } from "./desk.server";
export type { SeatIdentity } from "./seats.server";
export { colleagueCalling, deskCallLogged, deskPresenceOn, deskSessionEnded, notifyDesk, openDeskSocket } from "./tell-desk.server";
