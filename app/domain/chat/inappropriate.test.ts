import { describe, expect, it } from "vitest";
import { isInappropriate } from "./inappropriate";

// SPEC §5's check, in both languages on both sites (issue 24): obscenity's English list and our Spanish
// one, whole words only, so names and ordinary words pass.

describe("the check for inappropriate messages", () => {
  it.each([
    "eres un pendejo",
    "PENDEJOS",
    "qué cabrón",
    "¡Cabrón!",
    "p3ndej0",
    "vete a la mierda",
    "hijo de puta",
    "p u t a".replace(/ /g, ""),
    "puuuta",
    "chingada madre",
    "no mames, maricón",
    "MARICÓN",
    "coño",
    "pinche culero",
    "zorra",
    "gilipollas",
    "malparido",
    "me quiero morir",
    "voy a matarme",
    "fuck this",
    "you're an asshole",
  ])("refuses %j", (text) => {
    expect(isInappropriate(text)).toBe(true);
  });

  it.each([
    "María José",
    "Cabrera",
    "Vergara",
    "Culiacán",
    "Concepción",
    "Mi computadora y mi auto",
    "una disputa con el concesionario",
    "un precio ridículo",
    "¿Cómo funciona el pago inicial?",
    "La reputación del concesionario",
    "Quiero un auto con buen rendimiento de combustible",
    "Ching",
    "Zorrilla",
    "Scunthorpe",
    "I want a Toyota RAV4 in blue",
  ])("lets %j pass", (text) => {
    expect(isInappropriate(text)).toBe(false);
  });
});
