import { useState } from "react";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { useT } from "#app/i18n/i18n-context";
import { uploadDealerQuote, type ChatLeadKey } from "./chat-api";
import type { Reply } from "#app/domain/chat/engine";
import { primary } from "./answer-styles";

const ACCEPTED = [".jpg", ".jpeg", ".png", ".heic", ".pdf"];

/** The dealer quote's upload: a photo or PDF, checked for type and size before it is sent. */
export function QuoteUpload(props: {
  sessionId: string;
  /** The chat's lead and token, which the upload needs; null until its first save answers. */
  lead: ChatLeadKey | null;
  /** The page's form token, sent instead while the chat holds no lead: the server lets it in for a session with a lead. */
  formToken: () => string;
  disabled: boolean;
  onSubmit: (reply: Reply, display: string) => void;
  skip: React.ReactNode;
  serverError: React.ReactNode;
}) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  async function choose(file: File | undefined) {
    if (!file) return;
    const name = file.name.toLowerCase();
    if (!ACCEPTED.some((ext) => name.endsWith(ext))) return setProblem(t("chat.error.uploadType"));
    if (file.size > CHAT_LIMITS.maxUploadBytes) return setProblem(t("chat.error.uploadSize"));
    setProblem(null);
    setUploading(true);
    const result = await uploadDealerQuote(file, props.sessionId, props.lead ?? { formToken: props.formToken() });
    setUploading(false);
    if ("error" in result) setProblem(t(result.error, { max: CHAT_LIMITS.maxUploadsPerLead }));
    else props.onSubmit(result.path, t("chat.ui.uploaded", { file: file.name }));
  }
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        {/* The input sits inside its label, so the label shows the keyboard focus the hidden input receives. */}
        <label className={`${primary} cursor-pointer focus-within:outline-3 focus-within:outline-offset-2`}>
          {uploading ? t("chat.ui.uploading") : t("chat.ui.chooseFile")}
          <input
            type="file"
            accept={ACCEPTED.join(",")}
            className="sr-only"
            disabled={props.disabled || uploading}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
        {props.skip}
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : (
        props.serverError
      )}
    </div>
  );
}
