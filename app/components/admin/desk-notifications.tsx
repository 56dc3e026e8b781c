import { type ChangeEvent, useState } from "react";
import { ADVISOR_HOURS_TEXT } from "#app/domain/advisor-hours";
import { LANGUAGE_NAMES, type LeadLanguage } from "#app/domain/lead-language";
import { panel } from "./admin-styles";
import { useDesk } from "./desk-context";

/**
 * The advisor's browser notifications of new requests (the Notifications API, while a desk page is open;
 * no push service): off until they turn them on, the choice kept for them by the desk. Shown once the
 * desk is reached, in a browser that has notifications.
 */
export function DeskNotifications({ languages }: { languages: LeadLanguage[] }) {
  const desk = useDesk();
  const [blocked, setBlocked] = useState(false);
  if (!desk?.status || desk.status === "signed-out" || !("Notification" in window)) return null;
  const ready = desk.status === "live" && desk.notify !== null;

  async function change(event: ChangeEvent<HTMLInputElement>) {
    const on = event.currentTarget.checked;
    if (on && (await Notification.requestPermission()) !== "granted") {
      setBlocked(true);
      return;
    }
    setBlocked(false);
    desk?.setNotify(on);
  }

  return (
    <section aria-labelledby="notify-title" className={panel}>
      <h2 id="notify-title" className="font-semibold text-slate-900">
        Notifications
      </h2>
      <label className="mt-2 flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={desk.notify === true}
          disabled={!ready}
          onChange={change}
          aria-describedby="notify-help"
          className="mt-1"
        />
        Tell me in this browser of each new request in {languages.map((language) => LANGUAGE_NAMES[language]).join(" or ")}, during advisor
        hours
      </label>
      <p id="notify-help" className="mt-1 text-xs text-slate-600">
        While a desk page is open, even behind other windows ({ADVISOR_HOURS_TEXT}). A notification says what came, never who. Off until you
        turn it on; the desk keeps your choice.
      </p>
      {blocked ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          This browser blocks notifications from this site. Allow them in its site settings, then tick the box again.
        </p>
      ) : null}
    </section>
  );
}
