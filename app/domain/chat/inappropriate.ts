import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from "obscenity";

// SPEC §5: profanity, slurs and sexual words come from a maintained list (obscenity); self-harm phrases
// are ours. The list is most of the chat's JavaScript, so the browser loads this module only once the
// visitor starts answering (app/components/chat/inappropriate-check.ts) and hands it to the engine; the
// server imports it directly and checks every saved answer with it.
const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const SELF_HARM = /\b(kill(ing)? my ?self|suicid(e|al)|end(ing)? my life|want to die|self[- ]?harm|hurt(ing)? my ?self)\b/i;

export function isInappropriate(text: string): boolean {
  return profanity.hasMatch(text) || SELF_HARM.test(text);
}
