import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { budgetRange, formatBudget, isMonthlyFinancing } from "#app/domain/chat/budget";
import { choiceLabel, type Choice } from "#app/domain/chat/choices";
import type { Reply } from "#app/domain/chat/engine";
import { CHAT_FLOW, type Answers, type FlowContext, type NodeKey } from "#app/domain/chat/flow";
import { CHAT_LIMITS, NOT_SURE } from "#app/domain/chat/messages";
import { suggestedEmail } from "#app/domain/email";
import { formatPhoneDisplay } from "#app/domain/phone";
import { useT } from "#app/i18n/i18n-context";
import { takePhoneEdit } from "#app/components/phone-field-edit";
import { useHydrated } from "#app/components/use-hydrated";
import { CHAT_QUESTION_ID } from "./use-chat-focus";
import { loadInappropriateCheck } from "./inappropriate-check";
import type { ChatLeadKey } from "./chat-api";
import { QuoteUpload } from "./quote-upload";
import { button, primary } from "./answer-styles";

type Props = {
  node: NodeKey;
  answers: Answers;
  ctx: FlowContext;
  sessionId: string;
  lead: ChatLeadKey | null;
  /** The page's current form token, which an upload sends while the chat holds no lead. */
  formToken: () => string;
  disabled: boolean;
  error: string | null;
  /** Set while a question awaits its answer: the controls are described by it (use-chat-focus.ts). */
  questionId: string | undefined;
  onSubmit: (reply: Reply, display: string) => void;
};

/** The answer controls for the current question: buttons, checkboxes, a text box, a slider or a file. */
export function ChatInput({ node: key, answers, ctx, sessionId, lead, formToken, disabled, error, questionId, onSubmit }: Props) {
  const node = CHAT_FLOW[key];
  const t = useT();
  const question = questionId ? CHAT_QUESTION_ID : undefined;
  const errorLine = error ? (
    <p id="chat-error" role="alert" className="mt-2 text-sm text-red-700">
      {error}
    </p>
  ) : null;
  const skip = node.optional ? (
    <button type="button" className={button} disabled={disabled} onClick={() => onSubmit(NOT_SURE, t("chat.ui.skip"))}>
      {t("chat.ui.skip")}
    </button>
  ) : null;

  switch (node.kind) {
    case "choice":
      return (
        <div>
          <div role="group" aria-label={t("chat.ui.answerOptions")} aria-describedby={question} className="flex flex-wrap gap-2">
            {node.choices(answers, ctx).map((c) => (
              <button key={c.value} type="button" className={button} disabled={disabled} onClick={() => onSubmit(c.value, c.label)}>
                {c.label}
              </button>
            ))}
            {skip}
          </div>
          {errorLine}
        </div>
      );
    case "multi":
      return (
        <MultiChoice choices={node.choices(answers, ctx)} max={node.max} disabled={disabled} onSubmit={onSubmit} errorLine={errorLine} />
      );
    case "slider":
      return <BudgetSlider key={key} answers={answers} ctx={ctx} disabled={disabled} question={question} onSubmit={onSubmit} />;
    case "file":
      return (
        <QuoteUpload
          sessionId={sessionId}
          lead={lead}
          formToken={formToken}
          disabled={disabled}
          onSubmit={onSubmit}
          skip={skip}
          serverError={errorLine}
        />
      );
    case "text":
      return (
        <TextAnswer
          key={key}
          node={key}
          question={question}
          inputMode={node.inputMode ?? "text"}
          suggestions={node.suggestions?.() ?? []}
          quickReplies={node.quickReplies?.(answers, ctx) ?? []}
          disabled={disabled}
          onSubmit={onSubmit}
          skip={skip}
          error={error}
          errorLine={errorLine}
        />
      );
    case "message":
      return null;
  }
}

function TextAnswer(props: {
  node: NodeKey;
  question: string | undefined;
  inputMode: "text" | "numeric" | "email" | "tel";
  suggestions: readonly string[];
  quickReplies: readonly Choice[];
  disabled: boolean;
  onSubmit: Props["onSubmit"];
  skip: React.ReactNode;
  error: string | null;
  errorLine: React.ReactNode;
}) {
  const t = useT();
  const [value, setValue] = useState("");
  // What was sent last: an email refused as "Did you mean …?" is offered that address, in a button;
  // once pressed, the field holds the address and the question is gone until the next send.
  const [sent, setSent] = useState<string | null>(null);
  const [fixed, setFixed] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Before the scripts the form has nowhere to go: Enter would reload the page and lose the answer. A
  // disabled default button stops that implicit submission until hydration.
  const hydrated = useHydrated();
  // The first answer can be typed into the server's page before the scripts run: hydration keeps it,
  // where the caret and focus already are.
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed) setValue(typed);
  }, []);
  const listId = props.suggestions.length === 0 ? undefined : `chat-suggestions-${props.node}`;
  function send(event: FormEvent) {
    event.preventDefault();
    const shown = props.node === "phone" ? formatPhoneDisplay(value) : value.trim();
    setSent(value);
    setFixed(false);
    props.onSubmit(value, shown || t("chat.ui.leftEmpty"));
  }
  const suggestion = props.inputMode === "email" && sent !== null ? suggestedEmail(sent) : null;
  const offersFix = suggestion !== null && props.error === t("form.error.didYouMean", { address: suggestion });
  const errorLine = fixed ? null : offersFix && suggestion ? (
    <p id="chat-error" role="alert" className="mt-2 text-sm text-red-700">
      <button
        type="button"
        className="inline-block py-0.5 text-left font-medium underline hover:text-red-900"
        onClick={() => {
          setValue(suggestion);
          setFixed(true);
          field.current?.focus();
        }}
      >
        {props.error}
      </button>
    </p>
  ) : (
    props.errorLine
  );
  return (
    <form onSubmit={send}>
      {props.quickReplies.length > 0 ? (
        <div role="group" aria-label={t("chat.ui.suggestedAnswers")} className="mb-3 flex flex-wrap gap-2">
          {props.quickReplies.map((c) => (
            <button
              key={c.value}
              type="button"
              className={button}
              disabled={props.disabled}
              onClick={() => props.onSubmit(c.value, c.label)}
            >
              {c.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className="flex gap-2">
        <label htmlFor="chat-answer" className="sr-only">
          {t("chat.ui.yourAnswer")}
        </label>
        <input
          ref={field}
          id="chat-answer"
          // biome-ignore lint/a11y/noAutofocus: each question brings a new field, and the answer is typed where the last one was.
          autoFocus
          autoComplete={props.node === "email" || props.node === "newsletterEmail" ? "email" : props.node === "phone" ? "tel" : "off"}
          type={props.inputMode === "email" ? "email" : props.inputMode === "tel" ? "tel" : "text"}
          inputMode={props.inputMode}
          list={listId}
          value={props.node === "phone" ? formatPhoneDisplay(value) : value}
          onChange={(e) => {
            // The answer will need the check; its first keystroke starts loading it.
            void loadInappropriateCheck().catch(() => undefined);
            setValue(props.node === "phone" ? takePhoneEdit(e, value) : e.target.value);
          }}
          aria-invalid={errorLine ? true : undefined}
          aria-describedby={[props.question, errorLine ? "chat-error" : undefined].filter(Boolean).join(" ") || undefined}
          className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2"
          maxLength={props.node === "notes" || props.node === "followUpText" ? 500 : CHAT_LIMITS.answerMaxLength * 2}
        />
        <button type="submit" className={primary} disabled={props.disabled || !hydrated}>
          {t("chat.ui.send")}
        </button>
        {props.skip}
      </div>
      {listId ? (
        <datalist id={listId}>
          {props.suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      {errorLine}
    </form>
  );
}

function MultiChoice(props: {
  choices: readonly Choice[];
  max: number;
  disabled: boolean;
  onSubmit: Props["onSubmit"];
  errorLine: React.ReactNode;
}) {
  const t = useT();
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (value: string) =>
    setPicked((p) => (p.includes(value) ? p.filter((v) => v !== value) : p.length < props.max ? [...p, value] : p));
  return (
    <div>
      <div role="group" aria-label={t("chat.ui.chooseUpTo", { max: props.max })} className="flex flex-wrap gap-2">
        {props.choices.map((c) => (
          <button key={c.value} type="button" aria-pressed={picked.includes(c.value)} className={button} onClick={() => toggle(c.value)}>
            {c.label}
          </button>
        ))}
      </div>
      <button
        type="button"
        className={`${primary} mt-3`}
        disabled={props.disabled || picked.length === 0}
        onClick={() => props.onSubmit(picked, picked.map((v) => choiceLabel(props.choices, v)).join(", "))}
      >
        {t("chat.ui.continueCount", { picked: picked.length, max: props.max })}
      </button>
      {props.errorLine}
    </div>
  );
}

type SliderProps = { answers: Answers; ctx: FlowContext; disabled: boolean; question: string | undefined; onSubmit: Props["onSubmit"] };

function BudgetSlider({ answers, ctx, disabled, question, onSubmit }: SliderProps) {
  const node = CHAT_FLOW.budget;
  const range = node.kind === "slider" ? node.range(answers) : budgetRange(undefined, undefined);
  const monthly = isMonthlyFinancing(typeof answers.financingType === "string" ? answers.financingType : undefined);
  const [value, setValue] = useState(range.initial);
  const text = formatBudget(value, range, monthly, ctx.t);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <label htmlFor="chat-budget" className="sr-only">
        {ctx.t("chat.ui.budget")}
      </label>
      <input
        id="chat-budget"
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={text}
        aria-describedby={question}
        onChange={(e) => setValue(Number(e.target.value))}
        className="min-w-48 flex-1 accent-brand-600"
      />
      <output htmlFor="chat-budget" className="w-36 font-semibold text-brand-900">
        {text}
      </output>
      <button type="button" className={primary} disabled={disabled} onClick={() => onSubmit(value, text)}>
        {ctx.t("chat.ui.continue")}
      </button>
    </div>
  );
}
