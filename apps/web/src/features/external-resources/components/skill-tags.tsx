/** Skills as small tags (read-only). */
export function SkillTags({ skills }: { skills: readonly string[] }) {
  if (skills.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
      {skills.map((skill) => (
        <li key={skill} className="badge rounded-pill text-bg-light border fw-normal">
          {skill}
        </li>
      ))}
    </ul>
  );
}
