import { i18n } from "../../lib/i18n/i18n";
import strings from "./locales/hu.json";

/**
 * The screen strings of the `assets` namespace, registered (merged with the route titles of
 * `locales/hu/assets.json`, bundled with the shell) when the first module of this domain loads.
 */
i18n.addResourceBundle("hu", "assets", strings, true, true);
