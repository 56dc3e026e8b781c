import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withMessages } from "#app/i18n/test-i18n";
import { PrivacyRights } from "./privacy-rights";

async function html(element: React.ReactElement, locale: "en" | "es" = "en") {
  const stream = await renderToReadableStream(withMessages(element, locale));
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "");
}

describe("/privacy's rights and requests", () => {
  it("invite replies to our emails only while we send emails", async () => {
    expect(await html(<PrivacyRights phone="8885551234" emailOn />)).toContain("or reply to any email from us");
    const off = await html(<PrivacyRights phone="8885551234" emailOn={false} />);
    expect(off).not.toContain("email from us");
    expect(off).toContain('href="tel:+18885551234"');
    expect(await html(<PrivacyRights phone="8885551234" emailOn />, "es")).toContain("o responda a cualquier correo nuestro");
    expect(await html(<PrivacyRights phone="8885551234" emailOn={false} />, "es")).not.toContain("correo nuestro");
  });

  it("say no more of a Global Privacy Control signal than the code does: there is no sale or sharing for it to stop", async () => {
    const page = await html(<PrivacyRights phone="8885551234" emailOn />);
    expect(page).toContain("We do neither, for anyone, so there is nothing to opt out of");
    expect(page).not.toContain("as an opt-out request");
  });

  it("describe the private page where the rights are used, and link its lost-link form only while we send emails", async () => {
    const on = await html(<PrivacyRights phone="8885551234" emailOn />);
    expect(on).toContain('id="private-page"');
    expect(on).toContain('<a href="/my">Lost the link?</a>');
    expect(await html(<PrivacyRights phone="8885551234" emailOn />, "es")).toContain('<a href="/es/mi">¿Perdió el enlace?</a>');
    const off = await html(<PrivacyRights phone="8885551234" emailOn={false} />);
    expect(off).toContain("Its link is in the chat&#x27;s last message");
    expect(off).not.toContain('href="/my"');
  });
});
