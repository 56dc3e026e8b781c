import type { BuyerAskedView, BuyerRequestView, BuyerStage, BuyerStatusView } from "#app/domain/buyers/buyer-page";
import { useT } from "#app/i18n/i18n-context";
import type { MessageKey } from "#app/i18n/messages/en";
import { BuyerSection } from "./buyer-frame";

const STAGES: readonly BuyerStage[] = ["received", "advisor", "booked", "called"];

const STEP_MARK = "mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm";

const WAY_WORDS: Record<BuyerRequestView["way"], MessageKey> = {
  form: "buyer.requests.form",
  chat: "buyer.requests.chat",
  newsletter: "buyer.requests.newsletter",
};

/** Where the request stands, step by step: each reached step says when or who; the furthest is the current one. */
export function StatusSection({ status }: { status: BuyerStatusView }) {
  const t = useT();
  const reached = STAGES.indexOf(status.stage);
  const call = status.call;
  const steps: Record<BuyerStage, string> = {
    received: t("buyer.status.received", { date: status.receivedOn }),
    advisor: status.advisorFirstName ? t("buyer.status.advisor", { name: status.advisorFirstName }) : t("buyer.status.noAdvisor"),
    booked: call
      ? call.kind === "asap"
        ? t("buyer.status.bookedAsap", { time: call.at })
        : call.by === "buyer"
          ? t("buyer.status.booked", { time: call.at })
          : t("buyer.status.callback", { time: call.at })
      : t("buyer.status.notBooked"),
    called: status.calledOn ? t("buyer.status.called", { date: status.calledOn }) : t("buyer.status.notCalled"),
  };
  return (
    <BuyerSection id="where" title={t("buyer.status.title")}>
      {status.closed ? <p>{t("buyer.status.closed")}</p> : null}
      <ol className="flex flex-col gap-2">
        {STAGES.map((stage, index) => {
          const done = reachedStage(stage, status);
          return (
            <li
              key={stage}
              aria-current={index === reached ? "step" : undefined}
              className={`flex items-start gap-3 rounded-lg p-2 ${index === reached ? "bg-brand-50 font-semibold text-brand-900" : ""}`}
            >
              <span
                aria-hidden="true"
                className={`${STEP_MARK} ${done ? "bg-brand-600 text-white" : "border border-slate-400 text-slate-600"}`}
              >
                {done ? "✓" : index + 1}
              </span>
              <span>
                <span className="sr-only">{done ? t("buyer.status.stepDone") : t("buyer.status.stepAhead")}</span>
                {steps[stage]}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-sm text-slate-600">{t("buyer.status.pacific")}</p>
    </BuyerSection>
  );
}

/** Whether a step has happened: each says so of itself, whatever the furthest step is. */
function reachedStage(stage: BuyerStage, status: BuyerStatusView): boolean {
  switch (stage) {
    case "received":
      return true;
    case "advisor":
      return status.advisorFirstName !== null;
    case "booked":
      return status.call !== null;
    case "called":
      return status.calledOn !== null;
  }
}

/** What they asked for, and each request with its date and way in. */
export function AskedSection({ asked, requests }: { asked: BuyerAskedView; requests: BuyerRequestView[] }) {
  const t = useT();
  const rows: [string, string | null][] = [
    [t("buyer.asked.car"), asked.car],
    [t("buyer.asked.vehicleType"), asked.vehicleType],
    [t("buyer.asked.budget"), asked.budget],
    [t("buyer.asked.timeline"), asked.timeline],
    [t("buyer.asked.tradeIn"), asked.tradeIn],
  ];
  return (
    <BuyerSection id="asked" title={t("buyer.asked.title")}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-900">{label}</dt>
            <dd className="mb-2 sm:mb-0">{value ?? t("buyer.asked.notSaid")}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-2 font-semibold text-slate-900">{t("buyer.requests.title")}</h3>
      <ul className="flex flex-col gap-1">
        {requests.map((request) => (
          <li key={request.id}>
            {t("buyer.requests.item", { date: request.on, way: t(WAY_WORDS[request.way]) })}
            {request.car ? ` · ${request.car}` : ""}
          </li>
        ))}
      </ul>
    </BuyerSection>
  );
}
