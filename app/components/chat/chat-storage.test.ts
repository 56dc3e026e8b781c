import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startChat } from "#app/domain/chat/engine";
import { clearChat, loadChat, nothingAnswered, saveChat } from "./chat-storage";
import type { SavedChat } from "./saved-chat";

// What the chat keeps in the browser, and for how long.

const DAY = 24 * 60 * 60 * 1000;
const store = new Map<string, string>();

beforeEach(() => {
  store.clear();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function chat(overrides: Partial<SavedChat["state"]> = {}, startedAt = Date.now()): SavedChat {
  const { state } = startChat(new URLSearchParams());
  return {
    version: state.version,
    state: {
      ...state,
      current: "phone",
      answers: { name: "Dana", email: "dana@gmail.com", phone: "4155552671", notes: "evenings" },
      ...overrides,
    },
    items: [{ id: "1", type: "user", text: "Dana", node: "name" }],
    lead: { id: "lead-1", token: "secret" },
    sessionId: "session-12345678",
    startedAt,
  };
}

describe("the saved chat", () => {
  it("counts as nothing answered while its only answers are the ones its link filled in", () => {
    expect(nothingAnswered(chat({ answers: {}, prefilled: [] }))).toBe(true);
    expect(nothingAnswered(chat({ answers: { vehicleType: "new" }, prefilled: ["vehicleType"] }))).toBe(true);
    expect(nothingAnswered(chat({ answers: { vehicleType: "new", name: "Dana" }, prefilled: ["vehicleType"] }))).toBe(false);
    expect(nothingAnswered(chat())).toBe(false);
  });

  it("resumes within 7 days of its start", async () => {
    saveChat(chat({}, Date.now() - 6 * DAY));
    expect((await loadChat())?.state.answers.name).toBe("Dana");
  });

  it("expires 7 days after it began, and is removed", async () => {
    saveChat(chat({}, Date.now() - 7 * DAY - 60_000));
    expect(await loadChat()).toBeNull();
    expect(store.size).toBe(0);
  });

  it("starts over from anything unreadable or of another version", async () => {
    store.set("advisor_chat", "{not json");
    expect(await loadChat()).toBeNull();
    store.set("advisor_chat", JSON.stringify({ ...chat(), version: 2 }));
    expect(await loadChat()).toBeNull();
  });

  it("finds nothing when nothing is stored", async () => {
    expect(await loadChat()).toBeNull();
  });

  it("keeps nothing once the chat is complete: no name, email, phone or notes", () => {
    saveChat(chat());
    saveChat(chat({ current: "complete", ended: true }));
    expect(store.size).toBe(0);
  });

  it("after three strikes keeps only that it ended, for the reload to show the ending", async () => {
    saveChat(chat({ strikes: 3, ended: true }));
    const kept = await loadChat();
    expect(kept?.state).toMatchObject({ ended: true, strikes: 3, answers: {} });
    expect(kept?.items).toEqual([]);
    expect(kept?.lead).toBeNull();
    expect(JSON.stringify([...store.values()])).not.toMatch(/Dana|4155552671|gmail|secret/);
  });

  it("Start over clears everything", () => {
    saveChat(chat());
    clearChat();
    expect(store.size).toBe(0);
  });
});
