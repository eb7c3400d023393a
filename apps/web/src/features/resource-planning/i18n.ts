import { i18n } from "../../lib/i18n/i18n";
import strings from "./locales/hu.json";

/**
 * The screen strings of the `resource-planning` namespace, registered when the first module of this domain loads
 * (the route titles alone live in `locales/hu/resource-planning.json`, bundled with the shell).
 */
i18n.addResourceBundle("hu", "resource-planning", strings, true, true);
