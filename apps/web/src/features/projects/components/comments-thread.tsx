import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MentionToken } from "@office/shared/projects/mentions";
import {
  COMMENT_MAX,
  type Mentionable,
  type ProjectComment,
} from "@office/shared/projects/projects.contract";
import { Button } from "../../../components/ui/button";
import { biPencil, biSend, biTrash } from "../../../components/ui/icons";
import { formatRelativeTime } from "../../../lib/format/relative-time";
import { ConfirmModal } from "../../employees/components/confirm-modal";
import { useAddComment, useDeleteComment, useEditComment, useProjectComments } from "../api/comments";
import { useMentionable } from "../api/mentionable";
import { EmployeeAvatar } from "./comment-avatar";
import { CommentText } from "./comment-text";
import { MentionTextarea } from "./mention-textarea";
import { toEditableText, toStoredText } from "./mention-text";
import "./projects.css";
import "../i18n";

const absolute = (iso: string) =>
  new Date(iso).toLocaleString("hu-HU", { dateStyle: "medium", timeStyle: "short" });

/** One comment: picture, name, relative Hungarian time (absolute on hover), "szerkesztve", the text. */
export function CommentItem({
  comment,
  people = [],
  onEdit,
  onDelete,
}: {
  comment: ProjectComment;
  /** Who the edit box's `@` list offers. */
  people?: readonly Mentionable[];
  onEdit?: (text: string) => Promise<unknown>;
  onDelete?: () => void;
}) {
  const { t } = useTranslation("projects");
  const [draft, setDraft] = useState<{ text: string; picked: MentionToken[] } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const save = async () => {
    if (draft === null || !onEdit) return;
    setIsSaving(true);
    try {
      await onEdit(toStoredText(draft.text, draft.picked));
      setDraft(null);
    } catch {
      // toast shown by the HTTP layer
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <li className="d-flex gap-2 mb-3" data-testid="project-comment">
      <EmployeeAvatar employeeId={comment.author.employeeId} profilePicture={comment.author.profilePicture} />
      <div className="flex-grow-1 min-w-0">
        <div className="d-flex flex-wrap align-items-baseline gap-2">
          <strong>{comment.author.name}</strong>
          <time
            className="small text-body-secondary"
            dateTime={comment.createdAt}
            title={absolute(comment.createdAt)}
          >
            {formatRelativeTime(comment.createdAt)}
          </time>
          {comment.editedAt && (
            <span className="small text-body-secondary fst-italic" title={absolute(comment.editedAt)}>
              ({t("comments.edited")})
            </span>
          )}
          <span className="ms-auto d-flex gap-1">
            {comment.canEdit && onEdit && draft === null && (
              <Button
                color="gray"
                className="btn-sm"
                icon={biPencil}
                aria-label={t("comments.edit")}
                tooltip={t("comments.edit")}
                onClick={() => setDraft(toEditableText(comment.text))}
              />
            )}
            {comment.canDelete && onDelete && (
              <Button
                color="gray"
                className="btn-sm"
                icon={biTrash}
                aria-label={t("comments.delete")}
                tooltip={t("comments.delete")}
                onClick={onDelete}
              />
            )}
          </span>
        </div>
        {draft === null ? (
          <CommentText text={comment.text} mentions={comment.mentions} />
        ) : (
          <div className="mt-1">
            <MentionTextarea
              className="form-control mb-2"
              rows={3}
              maxLength={COMMENT_MAX}
              aria-label={t("comments.editLabel")}
              value={draft.text}
              picked={draft.picked}
              people={people}
              onValueChange={(text, picked) => setDraft({ text, picked })}
            />
            <div className="d-flex gap-2">
              <Button
                className="btn-sm"
                onClick={() => void save()}
                disabled={isSaving || draft.text.trim() === ""}
              >
                {t("comments.save")}
              </Button>
              <Button color="secondary" className="btn-sm" onClick={() => setDraft(null)} disabled={isSaving}>
                {t("comments.cancel")}
              </Button>
            </div>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The Hozzászólások tab: the thread newest last, edit/delete where allowed, and a text box that keeps
 * line breaks (Ctrl/Cmd + Enter sends) with `@név` mentions of the colleagues who can open the project
 * (issue 19 §4). A closed project shows the thread without the box.
 */
export function CommentsThread({ projectId, isClosed }: { projectId: number; isClosed: boolean }) {
  const { t } = useTranslation("projects");
  const comments = useProjectComments(projectId);
  const add = useAddComment(projectId);
  const edit = useEditComment(projectId);
  const remove = useDeleteComment(projectId);
  const people = useMentionable(projectId, !isClosed);
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<MentionToken[]>([]);
  const [toDelete, setToDelete] = useState<number | null>(null);

  const send = async () => {
    if (text.trim() === "") return;
    try {
      await add.mutateAsync(toStoredText(text, picked));
      setText("");
      setPicked([]);
    } catch {
      // toast shown by the HTTP layer
    }
  };

  return (
    <div>
      {comments.isPending ? (
        <p className="text-body-secondary" role="status">
          {t("common:loading")}
        </p>
      ) : comments.isError ? (
        <p className="text-danger" role="alert">
          {t("common:loadError")}
        </p>
      ) : comments.data.length === 0 ? (
        <p className="text-body-secondary">{t("comments.empty")}</p>
      ) : (
        <ul className="list-unstyled" data-testid="project-comments">
          {comments.data.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              people={people.data ?? []}
              onEdit={(value) => edit.mutateAsync({ id: c.id, text: value })}
              onDelete={() => setToDelete(c.id)}
            />
          ))}
        </ul>
      )}
      {isClosed ? (
        <div className="alert alert-secondary" role="status">
          {t("comments.closed")}
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor="project-comment-text" className="form-label">
            {t("comments.label")}
          </label>
          <MentionTextarea
            id="project-comment-text"
            className="form-control mb-1"
            rows={4}
            maxLength={COMMENT_MAX}
            placeholder={t("comments.placeholder")}
            aria-describedby="project-comment-hint"
            value={text}
            picked={picked}
            people={people.data ?? []}
            onValueChange={(value, next) => {
              setText(value);
              setPicked(next);
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void send();
              }
            }}
          />
          <div className="d-flex justify-content-between align-items-center">
            <span className="small text-body-secondary" id="project-comment-hint">
              {t("comments.mentionHint")} · {t("comments.chars", { count: text.length })}
            </span>
            <Button type="submit" icon={biSend} disabled={add.isPending || text.trim() === ""}>
              {t("comments.send")}
            </Button>
          </div>
        </form>
      )}
      <ConfirmModal
        show={toDelete !== null}
        title={t("comments.delete")}
        confirmLabel={t("comments.delete")}
        isBusy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete !== null) remove.mutate(toDelete, { onSettled: () => setToDelete(null) });
        }}
      >
        {t("comments.deleteConfirm")}
      </ConfirmModal>
    </div>
  );
}
