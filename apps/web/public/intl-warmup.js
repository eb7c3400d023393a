// Loads the browser's Hungarian Intl (ICU) data before the app's code runs (issue 19 §6).
//
// The first Intl object a page creates costs Chromium 35–65 ms (measured on this project's CI machine,
// 4–5× that on Lighthouse's throttled phone): the ICU data for the locale is set up then, once per page.
// Every later NumberFormat, DateTimeFormat, Collator or PluralRules for hu costs under a millisecond.
// Without this script the app paid that cost in the middle of its first render (a number, date or
// sorted name list), inside a long task. This small classic script in <head> runs while the page waits
// for the app's module graph, before anything is painted (not async: Lighthouse and the browser then
// fetch it first, with the stylesheet, instead of after the app's chunks). It reads nothing and writes
// nothing; a browser without Intl skips it.
try {
  new Intl.NumberFormat("hu-HU").format(1.5);
  new Intl.DateTimeFormat("hu-HU", { dateStyle: "long" }).format(0);
  new Intl.Collator("hu").compare("a", "b");
  new Intl.PluralRules("hu").select(1);
} catch {
  // No Intl: the app formats without it where it must.
}
