import { splitComment, type MentionToken } from "@office/shared/projects/mentions";

/**
 * A comment's text with line breaks kept and the mentions standing out (issue 19 §4): each `@Név` the
 * server resolved is a highlighted `<span>` (not a colour alone: bold with a tinted background).
 */
export function CommentText({ text, mentions }: { text: string; mentions: readonly MentionToken[] }) {
  const parts = splitComment(text, mentions);
  return (
    <div className="project-comment-text">
      {parts.map((part, i) =>
        part.kind === "text" ? (
          part.text
        ) : (
          <span key={i} className="project-mention" data-employee-id={part.employeeId ?? undefined}>
            @{part.name}
          </span>
        ),
      )}
    </div>
  );
}
