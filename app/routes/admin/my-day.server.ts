import type { RouterContextProvider } from "react-router";
import { advisorHoursText } from "#app/domain/admin/overdue";
import { myDay } from "#worker/services/admin/my-day.server";
import { advisorOf, envOf } from "./advisor.server";

/** My day: the advisor's callbacks that have come due, the new requests no one has called yet, the calls buyers booked ahead. */
export async function myDayPage(context: Readonly<RouterContextProvider>, now = new Date()) {
  const day = await myDay(envOf(context), advisorOf(context), now);
  const withWaited = <T extends { waitedMinutes: number }>(rows: T[]) =>
    rows.map((row) => ({ ...row, waited: advisorHoursText(row.waitedMinutes) }));
  return {
    ...day,
    advisor: advisorOf(context),
    callbacks: withWaited(day.callbacks),
    justIn: withWaited(day.justIn),
    requests: withWaited(day.requests),
    booked: withWaited(day.booked),
  };
}
