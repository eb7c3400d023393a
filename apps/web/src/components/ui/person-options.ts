import { compareHu, foldForSearch } from "@office/shared/hu/collate";

/** A person a picker offers: an employee of `GET /api/employee` (or anything with an id and a name). */
export type PersonOption = {
  id: number;
  name: string;
  department?: string | null;
  email?: string | null;
};

/**
 * A picker's entry: the person, `detail` (what tells a namesake apart, else null), `hint` (the muted
 * text beside the name in the list: `detail`, else the department), `label` (the name, with `detail` in
 * brackets for a namesake; what the input and the chip show) and `search` (folded name, department and
 * namesake detail for type-to-search).
 */
export type PersonItem = PersonOption & {
  detail: string | null;
  hint: string | null;
  label: string;
  search: string;
};

const blankToNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

/**
 * What tells `person` apart from `namesakes` (the others with the same display name, any case): the
 * department when no namesake shares it, else the e-mail, else `#id`; null when there is no namesake.
 */
function namesakeDetail(person: PersonOption, namesakes: readonly PersonOption[]): string | null {
  if (namesakes.length === 0) return null;
  const department = blankToNull(person.department);
  if (department && namesakes.every((other) => blankToNull(other.department) !== department)) {
    return department;
  }
  return blankToNull(person.email) ?? `#${person.id}`;
}

/**
 * The picker entries of `people`, in Hungarian alphabetical order (namesakes by their detail, then id), each namesake
 * labelled with its department or e-mail (issue 19: two "Fodor Zsuzsanna").
 */
export function toPersonItems(people: readonly PersonOption[]): PersonItem[] {
  const byName = new Map<string, PersonOption[]>();
  for (const person of people) {
    const key = foldForSearch(person.name.trim());
    byName.set(key, [...(byName.get(key) ?? []), person]);
  }
  const items = people.map((person) => {
    const namesakes = (byName.get(foldForSearch(person.name.trim())) ?? []).filter((o) => o.id !== person.id);
    const detail = namesakeDetail(person, namesakes);
    const department = blankToNull(person.department);
    return {
      ...person,
      detail,
      hint: detail ?? department,
      label: detail ? `${person.name} (${detail})` : person.name,
      search: foldForSearch([person.name, department, detail].filter(Boolean).join(" ")),
    };
  });
  return items.sort(
    (a, b) => compareHu(a.name, b.name) || compareHu(a.detail ?? "", b.detail ?? "") || a.id - b.id,
  );
}

/**
 * The entries whose name, department or namesake detail holds every word of `query`, ignoring case and
 * accents ("balazs" finds "Balázs"); all of them for a blank query. Keeps the order of `items`.
 */
export function filterPersonItems(items: readonly PersonItem[], query: string): PersonItem[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => words.every((word) => item.search.includes(word)));
}
