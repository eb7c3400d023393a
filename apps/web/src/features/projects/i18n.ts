import { i18n } from "../../lib/i18n/i18n";
import strings from "./locales/hu.json";

/**
 * The screen strings of the `projects` namespace, registered when the first module of this domain loads
 * (the route titles alone live in `locales/hu/projects.json`, bundled with the shell).
 */
i18n.addResourceBundle("hu", "projects", strings, true, true);
