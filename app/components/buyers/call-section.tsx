import type { BuyerCallView, BuyerPageView } from "#app/domain/buyers/buyer-page";
import { useT } from "#app/i18n/i18n-context";
import { richText } from "#app/i18n/rich-text";
import { useSiteSettings } from "#app/site-settings";
import { PhoneLink } from "#app/components/phone-link";
import { BuyerSection, buyerButton, quietButton, StatusMessage } from "./buyer-frame";
import { PROBLEM_WORDS } from "./buyer-words";

type Props = { call: BuyerCallView; paths: BuyerPageView["paths"]; problem: BuyerPageView["problem"] };

const slotClass =
  "flex cursor-pointer items-center justify-center gap-1 rounded-lg border border-slate-300 px-2 py-2 text-sm " +
  "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white " +
  "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 " +
  "has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-100 has-[:disabled]:text-slate-500";

/**
 * Book the call (docs/decisions/051): a half hour of the advisors' next days, or as soon as possible, in
 * one plain form; a booking can be moved (the same form) or cancelled, and added to a calendar.
 */
export function CallSection({ call, paths, problem }: Props) {
  const t = useT();
  const { phone } = useSiteSettings();
  const mine = problem?.form === "call" ? problem.problem : null;
  return (
    <BuyerSection id="call" title={t("buyer.call.title")}>
      {mine ? (
        <StatusMessage id="call-problem" tone="problem">
          {t(PROBLEM_WORDS[mine])}
        </StatusMessage>
      ) : null}
      {call.canBook === "closed" ? (
        <p>{richText(t("buyer.call.closed"), [() => <PhoneLink phone={phone} className="font-semibold text-brand-700 underline" />])}</p>
      ) : call.canBook === "no-phone" ? (
        <p>
          {richText(t("buyer.call.noPhone"), [
            (words) => (
              <a href="#details" className="font-semibold text-brand-700 underline">
                {words}
              </a>
            ),
          ])}
        </p>
      ) : (
        <>
          {call.booked ? (
            <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4">
              <p className="font-semibold text-brand-900">
                {call.booked.kind === "asap"
                  ? t("buyer.call.bookedAsap", { time: call.booked.at })
                  : t("buyer.call.booked", { time: call.booked.at })}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                {call.booked.kind === "slot" ? (
                  <a href={paths.calendar} className={quietButton} download>
                    {t("buyer.call.calendar")}
                  </a>
                ) : null}
                <form method="post" action={paths.page}>
                  <input type="hidden" name="intent" value="cancel" />
                  <button type="submit" className={quietButton}>
                    {t("buyer.call.cancel")}
                  </button>
                </form>
              </div>
            </div>
          ) : null}
          <SlotForm call={call} page={paths.page} />
        </>
      )}
    </BuyerSection>
  );
}

function SlotForm({ call, page }: { call: BuyerCallView; page: string }) {
  const t = useT();
  const chosen = call.booked?.kind === "slot" ? call.booked.atIso : null;
  return (
    <form method="post" action={page} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="book" />
      <fieldset className="flex flex-col gap-4">
        <legend className="font-semibold text-slate-900">{call.booked ? t("buyer.call.moveLegend") : t("buyer.call.legend")}</legend>
        <p className="text-sm text-slate-600">{t("buyer.call.hint")}</p>
        <label className={`${slotClass} justify-start self-start px-4`}>
          <input
            type="radio"
            name="slot"
            value="asap"
            required
            defaultChecked={call.booked?.kind === "asap"}
            className="accent-brand-600"
          />
          {t("buyer.call.asap")}
        </label>
        {call.days.map((day) => (
          <fieldset key={day.date}>
            <legend className="font-medium text-slate-900">{day.label}</legend>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
              {day.slots.map((slot) => (
                <label key={slot.at} className={slotClass}>
                  <input
                    type="radio"
                    name="slot"
                    value={slot.at}
                    disabled={slot.full && slot.at !== chosen}
                    defaultChecked={slot.at === chosen}
                    className="accent-brand-600"
                  />
                  {slot.clock}
                  {slot.full && slot.at !== chosen ? <span className="sr-only">{t("buyer.call.full")}</span> : null}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      <p>
        <button type="submit" className={buyerButton}>
          {call.booked ? t("buyer.call.move") : t("buyer.call.book")}
        </button>
      </p>
    </form>
  );
}
