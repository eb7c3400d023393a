import { i18n } from "../../lib/i18n/i18n";
import strings from "./locales/hu.json";

/**
 * The screen strings of the `cost-centers` namespace, registered when the first module of this domain loads
 * (the route title stays in `locales/hu/cost-centers.json`, which the shell bundles).
 */
i18n.addResourceBundle("hu", "cost-centers", strings, true, true);
