import type { ReactNode } from "react";
import { answerText } from "#app/domain/admin/lead-groups";
import { stepLabel } from "#app/domain/admin/labels";
import { panel } from "./admin-styles";

type Turn = { role: string; content: string };

const bubble = "inline-block max-w-prose break-words rounded-2xl px-3 py-2 text-sm";

/** A closed section that opens on a click, so a long chat does not make the page 6,000 px tall. */
function Folded({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <details className={panel}>
      <summary id={id} className="cursor-pointer font-semibold text-slate-900">
        {title}
      </summary>
      {children}
    </details>
  );
}

/** The chat's transcript and its answers as given, each folded; the answers named by their question, codes by their label. */
export function ChatRecord({ transcript, answers }: { transcript: Turn[]; answers: Record<string, unknown> | null }) {
  const given = Object.keys(answers ?? {}).filter((key) => answerText(key, answers ?? {}) !== "—");
  return (
    <>
      {transcript.length > 0 ? (
        <Folded id="transcript-title" title={`Chat transcript (${transcript.length} messages)`}>
          <ol className="mt-3 flex flex-col gap-2">
            {transcript.map((turn, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a stored transcript, never reordered: a turn is its position.
              <li key={i} className={turn.role === "user" ? "self-end text-right" : "self-start"}>
                <span className="sr-only">{turn.role === "user" ? "Visitor: " : "Assistant: "}</span>
                <span className={`${bubble} ${turn.role === "user" ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-900"}`}>
                  {turn.content}
                </span>
              </li>
            ))}
          </ol>
        </Folded>
      ) : null}
      {answers && given.length > 0 ? (
        <Folded id="answers-title" title={`Chat answers as given (${given.length})`}>
          <dl className="mt-2 grid grid-cols-[minmax(0,max-content)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {given.map((key) => (
              <div key={key} className="contents">
                <dt className="text-slate-600">{stepLabel(key)}</dt>
                <dd className="break-words">{answerText(key, answers)}</dd>
              </div>
            ))}
          </dl>
        </Folded>
      ) : null}
    </>
  );
}
