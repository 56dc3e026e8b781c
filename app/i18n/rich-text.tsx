import { Fragment, type ReactNode } from "react";

/** Draws one tagged part of a message: its words (empty for a self-closing tag) inside an element. */
export type RichPart = (words: string) => ReactNode;

/**
 * A translated message with elements in it: "<0>words</0>" puts the words into parts[0], "<0/>" puts
 * parts[0] there with no words. Translators move the tags with the words.
 */
export function richText(message: string, parts: RichPart[]): ReactNode {
  const out: ReactNode[] = [];
  const tag = /<(\d+)>(.*?)<\/\1>|<(\d+)\/>/g;
  let last = 0;
  for (let match = tag.exec(message); match; match = tag.exec(message)) {
    if (match.index > last) out.push(message.slice(last, match.index));
    const part = parts[Number(match[1] ?? match[3])];
    if (part) out.push(<Fragment key={out.length}>{part(match[2] ?? "")}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) out.push(message.slice(last));
  return <>{out}</>;
}
