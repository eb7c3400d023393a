import { i18n } from "../../lib/i18n/i18n";
import strings from "./locales/hu.json";

/**
 * The screen strings of the `external-resources` namespace, registered when the first module of this domain
 * loads (the route titles stay in `locales/hu/external-resources.json`, which the shell bundles).
 */
i18n.addResourceBundle("hu", "external-resources", strings, true, true);
