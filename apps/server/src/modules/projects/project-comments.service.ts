import { mentionsAsPlainText } from "@office/shared/projects/mentions";
import {
  PROJECT_COMMENT_NOTIFICATION_TITLE,
  PROJECT_MENTION_NOTIFICATION_TITLE,
  type Mentionable,
  type Project,
  type ProjectComment,
} from "@office/shared/projects/projects.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { conflict, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { notify } from "../notifications/notifications.service.ts";
import * as repo from "./project-comments.repository.ts";
import { lockProject } from "./projects.repository.ts";
import { findVisibleProject, managesAllProjects } from "./projects.service.ts";

const NO_COMMENT = "A hozzászólás nem található.";
export const CLOSED_PROJECT = "Lezárt projekthez nem lehet hozzászólni.";

/** The author may edit; the author, the project's manager and `projectManager` may delete. */
function withRights(c: repo.CommentJson, project: Project, auth: AuthContext): ProjectComment {
  const isAuthor = c.author.userId === auth.userId;
  return {
    ...c,
    canEdit: isAuthor,
    canDelete: isAuthor || project.managerId === auth.employeeId || managesAllProjects(auth),
  };
}

/** Hungarian definite article before a name: `az` before a vowel, `a` otherwise. */
export const articleFor = (name: string) => (/^[aáeéiíoóöőuúüű]/i.test(name.trim()) ? "az" : "a");

/** The first line of a comment as a notification quotes it: tokens as `@Név`, at most 200 characters. */
function quotedFirstLine(text: string): string {
  const firstLine = (mentionsAsPlainText(text).split("\n")[0] ?? "").trim();
  return firstLine.length > 200 ? `${firstLine.slice(0, 199)}…` : firstLine;
}

/**
 * The notification text of a new comment: who commented on which project, then the first line of the
 * comment (at most 200 characters, mention tokens as `@Név`) in Hungarian quotes.
 */
export function commentNotificationDescription(author: string, projectName: string, text: string): string {
  return `${author} hozzászólt ${articleFor(projectName)} ${projectName} projekthez:\n„${quotedFirstLine(text)}”`;
}

/** The notification text of a mention: who mentioned the reader in which project's thread, the first line. */
export function mentionNotificationDescription(author: string, projectName: string, text: string): string {
  return `${author} megemlített ${articleFor(projectName)} ${projectName} projekt hozzászólásában:\n„${quotedFirstLine(text)}”`;
}

/**
 * Notifies of a comment (SPEC §2 routing by title: both titles hold "Új hozzászólás", eventId = project
 * id, so the drawer opens `/projektek/{id}`): the people `text` mentions (who can open the project) get
 * the mention notification, the `audience` (members, manager, earlier commenters) the comment one — each
 * person at most one, never the author, never anyone in `alreadyMentioned` (an edit re-notifies no one).
 */
async function notifyComment(
  tx: Tx,
  tenantId: number,
  project: { id: number; name: string },
  author: { userId: number; name: string },
  text: string,
  audience: readonly number[],
  createdAt?: Date,
  alreadyMentioned: ReadonlySet<number> = new Set(),
): Promise<void> {
  const mentioned = new Set(
    (await repo.mentionedRecipients(tx, tenantId, project.id, text)).filter(
      (id) => id !== author.userId && !alreadyMentioned.has(id),
    ),
  );
  const rest = [...new Set(audience)].filter((id) => id !== author.userId && !mentioned.has(id));
  const at = createdAt ? { createdAt } : {};
  await notify(tx, tenantId, [...mentioned], {
    eventType: "projectMention",
    eventId: project.id,
    title: PROJECT_MENTION_NOTIFICATION_TITLE,
    description: mentionNotificationDescription(author.name, project.name, text),
    ...at,
  });
  await notify(tx, tenantId, rest, {
    eventType: "projectComment",
    eventId: project.id,
    title: PROJECT_COMMENT_NOTIFICATION_TITLE,
    description: commentNotificationDescription(author.name, project.name, text),
    ...at,
  });
}

/**
 * Writes a comment and notifies the members, the manager, the earlier commenters and the mentioned
 * colleagues (see notifyComment), never the author. Used by the API and the demo seed, so both produce
 * the same rows.
 */
export async function addComment(
  tx: Tx,
  tenantId: number,
  project: { id: number; name: string },
  author: { userId: number; name: string },
  text: string,
  createdAt?: Date,
): Promise<number> {
  const audience = await repo.commentRecipients(tx, tenantId, project.id);
  const id = await repo.insertComment(tx, tenantId, project.id, author.userId, text, createdAt);
  await notifyComment(tx, tenantId, project, author, text, audience, createdAt);
  return id;
}

/** `GET /api/project/{id}/mentionable`: the comment box's `@` list; 404 unless the caller sees the project. */
export async function listMentionable(
  p: Platform,
  ctx: RequestContext,
  projectId: number,
): Promise<Mentionable[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await findVisibleProject(tx, tenantId, auth, projectId);
    return repo.listMentionable(tx, tenantId, projectId);
  });
}

/** `GET /api/project/{id}/comment`: the thread, newest last; 404 unless the caller sees the project. */
export async function listProjectComments(
  p: Platform,
  ctx: RequestContext,
  projectId: number,
): Promise<ProjectComment[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const project = await findVisibleProject(tx, tenantId, auth, projectId);
    return (await repo.listComments(tx, tenantId, projectId)).map((c) => withRights(c, project, auth));
  });
}

async function commentOf(tx: Tx, tenantId: number, projectId: number, id: number, auth: AuthContext) {
  const project = await findVisibleProject(tx, tenantId, auth, projectId);
  const [comment] = (await repo.listComments(tx, tenantId, projectId)).filter((c) => c.id === id);
  if (!comment) throw notFound(NO_COMMENT);
  return withRights(comment, project, auth);
}

/**
 * `POST /api/project/{id}/comment`: members, the manager and `projectManager` write; the project row is
 * share-locked so a concurrent close waits. Errors: 404 not visible, 409 closed project.
 */
export async function createProjectComment(
  p: Platform,
  ctx: RequestContext,
  projectId: number,
  text: string,
): Promise<ProjectComment> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const project = await findVisibleProject(tx, tenantId, auth, projectId);
    const row = await lockProject(tx, tenantId, projectId, "share");
    if (!row) throw notFound();
    if (row.status === "closed") throw conflict(CLOSED_PROJECT);
    const id = await addComment(tx, tenantId, project, { userId: auth.userId, name: auth.displayName }, text);
    return commentOf(tx, tenantId, projectId, id, auth);
  });
}

/**
 * `PUT /api/project/{id}/comment/{commentId}`: the author edits (shown as edited); colleagues the new text
 * mentions for the first time are notified. 403 others, 404.
 */
export async function updateProjectComment(
  p: Platform,
  ctx: RequestContext,
  projectId: number,
  commentId: number,
  text: string,
): Promise<ProjectComment> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const project = await findVisibleProject(tx, tenantId, auth, projectId);
    const row = await repo.findComment(tx, tenantId, projectId, commentId);
    if (!row) throw notFound(NO_COMMENT);
    if (row.authorUserId !== auth.userId) throw forbidden("Csak a saját hozzászólásodat szerkesztheted.");
    if (row.text !== text) {
      await repo.updateCommentText(tx, tenantId, commentId, text);
      // only the colleagues the edit newly mentions hear of it
      const before = new Set(await repo.mentionedRecipients(tx, tenantId, projectId, row.text));
      const author = { userId: auth.userId, name: auth.displayName };
      await notifyComment(tx, tenantId, project, author, text, [], undefined, before);
    }
    return commentOf(tx, tenantId, projectId, commentId, auth);
  });
}

/** `DELETE /api/project/{id}/comment/{commentId}`: the author, the project's manager or projectManager. */
export async function deleteProjectComment(
  p: Platform,
  ctx: RequestContext,
  projectId: number,
  commentId: number,
): Promise<void> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  await p.database.withTenant(tenantId, async (tx) => {
    const comment = await commentOf(tx, tenantId, projectId, commentId, auth);
    if (!comment.canDelete) throw forbidden("Csak a saját hozzászólásodat törölheted.");
    await repo.deleteComment(tx, tenantId, commentId);
  });
}
