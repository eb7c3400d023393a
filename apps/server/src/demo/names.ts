/** Hungarian name and organisation material for the deterministic demo data (DESIGN §10). */

export const FAMILY_NAMES = [
  "Nagy",
  "Kovács",
  "Tóth",
  "Szabó",
  "Horváth",
  "Varga",
  "Kiss",
  "Molnár",
  "Németh",
  "Farkas",
  "Balogh",
  "Papp",
  "Takács",
  "Juhász",
  "Lakatos",
  "Mészáros",
  "Oláh",
  "Simon",
  "Rácz",
  "Fekete",
  "Szilágyi",
  "Török",
  "Fehér",
  "Balázs",
  "Gál",
  "Kis",
  "Szűcs",
  "Kocsis",
  "Orsós",
  "Pintér",
  "Fodor",
  "Szalai",
  "Sipos",
  "Magyar",
  "Lukács",
  "Gulyás",
  "Biró",
  "Király",
  "László",
  "Katona",
] as const;

export const MALE_GIVEN_NAMES = [
  "László",
  "István",
  "József",
  "Zoltán",
  "Sándor",
  "Gábor",
  "Ferenc",
  "Attila",
  "Péter",
  "Tamás",
  "Zsolt",
  "Tibor",
  "András",
  "Csaba",
  "Imre",
  "Lajos",
  "Balázs",
  "Dávid",
  "Márk",
  "Bence",
] as const;

export const FEMALE_GIVEN_NAMES = [
  "Mária",
  "Erzsébet",
  "Katalin",
  "Ilona",
  "Éva",
  "Anna",
  "Zsuzsanna",
  "Margit",
  "Judit",
  "Ágnes",
  "Andrea",
  "Erika",
  "Krisztina",
  "Eszter",
  "Nikolett",
  "Anita",
  "Réka",
  "Dóra",
  "Petra",
  "Viktória",
] as const;

export const GIVEN_NAMES = [...MALE_GIVEN_NAMES, ...FEMALE_GIVEN_NAMES] as const;

export const DEPARTMENTS = [
  {
    name: "Fejlesztés",
    positions: ["Szoftverfejlesztő", "Senior szoftverfejlesztő", "Tesztmérnök", "Rendszertervező"],
  },
  {
    name: "Tervezés",
    positions: ["Tervezőmérnök", "Statikus mérnök", "Épületgépész mérnök", "CAD-operátor"],
  },
  { name: "Projektiroda", positions: ["Projektmenedzser", "Projektkoordinátor", "Műszaki ellenőr"] },
  { name: "Pénzügy", positions: ["Pénzügyi munkatárs", "Kontroller", "Bérszámfejtő"] },
  { name: "Humánerőforrás", positions: ["HR generalista", "Toborzási munkatárs"] },
  {
    name: "Értékesítés",
    positions: ["Értékesítési vezető", "Kereskedelmi munkatárs", "Ügyfélkapcsolati menedzser"],
  },
  { name: "Üzemeltetés", positions: ["Rendszergazda", "Irodavezető", "Gépkocsivezető", "Raktáros"] },
] as const;

/** A seeded pseudo-random generator (mulberry32), so demo data is the same on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick() from an empty list");
      return item;
    },
  };
}

/** `kovacs.anna.12@domain`: accents folded, lower-case, unique by index. */
export function emailFor(family: string, given: string, index: number, domain: string): string {
  const fold = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  return `${fold(given)}.${fold(family)}${index}@${domain}`;
}
