import { hasPermission } from "@office/shared/auth/permissions";
import type { RoutePrefetch } from "../../../lib/query/route-prefetch";
import { readQuestionnaireId, readQuestionnaireTab } from "./questionnaire-tabs";
import {
  questionnaireBoxQueryOptions,
  questionnaireQueryOptions,
  templatesQueryOptions,
} from "./questionnaire-queries";

/**
 * `/kerdoivek`: with `?kitoltes={id}` the questionnaire to fill; otherwise the box of the `?tab=` the page
 * opens (the templates for hr's Sablonok tab). `?eredmeny=` (results, with their charts) fetches as it mounts.
 */
export const prefetchQuestionnaires: RoutePrefetch = ({ prefetch, authUser, url }) => {
  const fillId = readQuestionnaireId(url.searchParams.get("kitoltes"));
  if (fillId > 0) {
    prefetch(questionnaireQueryOptions(fillId));
    return;
  }
  if (readQuestionnaireId(url.searchParams.get("eredmeny")) > 0) return;
  const isAdmin = hasPermission(authUser.role, "hr") || hasPermission(authUser.role, "companyAdmin");
  const tab = readQuestionnaireTab(url.searchParams.get("tab"), isAdmin);
  if (tab === "templates") prefetch(templatesQueryOptions());
  else prefetch(questionnaireBoxQueryOptions(tab));
};
