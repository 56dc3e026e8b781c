// Stands in for the outside services while the end-to-end tests run: answers from the recorded
// fixtures, so the served Worker never reaches the network. Started by playwright.config.ts.
import { createHash } from "node:crypto";
import { readFileSync, existsSync } from "node:fs";
import { createServer } from "node:http";

const port = Number(process.env.FIXTURE_PORT ?? 4174);
const fixture = (path: string) => readFileSync(new URL(`../fixtures/${path}`, import.meta.url), "utf8");
// The Worker asks the spam database by the MD5 of the address (emailhash), never the address itself.
const LISTED_EMAIL_HASHES = new Set(["spammer@gmail.com"].map((address) => createHash("md5").update(address).digest("hex")));
const emptyModels = JSON.stringify({ Count: 0, Message: "Response returned successfully", SearchCriteria: "", Results: [] });

function answer(url: URL): string | undefined {
  if (url.pathname === "/vpic/GetMakesForVehicleType/car") return fixture("vpic/makes-car.json");
  const models = /^\/vpic\/GetModelsForMakeYear\/make\/([^/]+)\/modelyear\/(\d{4})\/vehicletype\/(car|truck|mpv)$/.exec(url.pathname);
  if (models) {
    const name = `vpic/models-${models[1]}-${models[2]}-${models[3]}.json`;
    return existsSync(new URL(`../fixtures/${name}`, import.meta.url)) ? fixture(name) : emptyModels;
  }
  const decode = /^\/vpic\/DecodeVinValues\/([A-Z0-9]{17})$/.exec(url.pathname);
  if (decode) {
    const name = `vpic/decode-vin-values-${decode[1]?.slice(0, 8)}.json`;
    return existsSync(new URL(`../fixtures/${name}`, import.meta.url)) ? fixture(name) : fixture("vpic/decode-vin-values-undecodable.json");
  }
  if (url.pathname === "/stopforumspam/api") {
    return LISTED_EMAIL_HASHES.has(url.searchParams.get("emailhash") ?? "")
      ? fixture("stopforumspam/listed.json")
      : fixture("stopforumspam/clean.json");
  }
  if (url.pathname === "/numverify/validate") return fixture("numverify/valid.json");
  return undefined;
}

createServer((request, response) => {
  const body = answer(new URL(request.url ?? "/", `http://localhost:${port}`));
  response.writeHead(body ? 200 : 404, { "content-type": "application/json" });
  response.end(body ?? JSON.stringify({ error: "no fixture" }));
}).listen(port, "127.0.0.1", () => console.log(`fixture server on ${port}`));
