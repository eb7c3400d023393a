import { describe, expect, it } from "vitest";
import {
  NAME_SIMILARITY_THRESHOLD,
  companyNameSimilarity,
  levenshtein,
  normalizeCompanyName,
  taxBaseOf,
  trigramSimilarity,
} from "./partner-similarity.ts";

describe("normalizeCompanyName", () => {
  it.each([
    ["Balaton Vízművek Kft.", "balaton vizmuvek"],
    ["BALATON VÍZMŰVEK ZRT", "balaton vizmuvek"],
    ["Mecsek Energia Nyrt.", "mecsek energia"],
    ["Tóth Statika Bt.", "toth statika"],
    ["Oláh Tamás e.v.", "olah tamas"],
    ["Debreceni Egyetemi Fejlesztő Nonprofit Kft.", "debreceni egyetemi fejleszto"],
    ["Wiener Hafenbau GmbH", "wiener hafenbau"],
    ["Tatra s.r.o.", "tatra"],
    ["Győr-Logisztika Zrt.", "gyor logisztika"],
    ["Kft.", ""],
  ])("%s → %o", (name, expected) => {
    expect(normalizeCompanyName(name)).toBe(expected);
  });
});

describe("string distances", () => {
  it("levenshtein", () => {
    expect(levenshtein("kitten", "sitting")).toBe(3);
    expect(levenshtein("", "abc")).toBe(3);
    expect(levenshtein("abc", "abc")).toBe(0);
  });

  it("trigram similarity is 1 for equal words and 0 for disjoint ones", () => {
    expect(trigramSimilarity("energia", "energia")).toBe(1);
    expect(trigramSimilarity("abc", "xyz")).toBe(0);
    expect(trigramSimilarity("", "xyz")).toBe(0);
  });
});

describe("companyNameSimilarity", () => {
  it.each([
    ["Balaton Vízművek Kft.", "Balaton Vizmuvek Zrt."],
    ["Balaton Vízművek Kft.", "Balaton Vízmű Kft."],
    ["Győr-Logisztika Zrt.", "Győr Logisztika Kft."],
    ["Győr-Logisztika Zrt.", "Gyor-Logisztika"],
    ["Pannon Acélszerkezet Kft.", "Pannon Acelszerkezetek Kft"],
    ["Miskolci Hőszolgáltató Zrt.", "Miskolci Hőszolgáltató"],
    ["Tisza-Park Ingatlanfejlesztő Kft.", "Tiszapark Ingatlanfejlesztő Kft."],
    ["Egri Bortermelő Kft.", "Egri Bortermelo Bt."],
  ])("%s ~ %s", (a, b) => {
    expect(companyNameSimilarity(a, b)).toBeGreaterThanOrEqual(NAME_SIMILARITY_THRESHOLD);
  });

  it.each([
    ["Balaton Vízművek Kft.", "Mecsek Energia Zrt."],
    ["Budai Irodaház Kft.", "Alföldi Agrárpark Kft."],
    ["Mecsek Energia Zrt.", "Mátra Áramszolgáltató Zrt."],
    ["Egri Bortermelő Kft.", "Zalai Gyógyfürdő Kft."],
    ["Vác-Duna Kikötő Kft.", "Győr-Logisztika Zrt."],
    ["Kft.", "Zrt."],
  ])("%s ≁ %s", (a, b) => {
    expect(companyNameSimilarity(a, b)).toBeLessThan(NAME_SIMILARITY_THRESHOLD);
  });

  it("scores the same normalised name 1", () => {
    expect(companyNameSimilarity("Egri Bortermelő Kft.", "EGRI BORTERMELŐ ZRT.")).toBe(1);
  });
});

describe("taxBaseOf", () => {
  it.each([
    ["10625790-4-44", "10625790"],
    ["10625790444", "10625790"],
    ["HU10625790", "10625790"],
    ["hu 1062 5790", "10625790"],
    ["ATU12345678", null],
    ["1062579", null],
    ["", null],
    [null, null],
  ])("%o → %o", (value, expected) => {
    expect(taxBaseOf(value)).toBe(expected);
  });
});
